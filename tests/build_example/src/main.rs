//! Embeds the model its build script scheduled. With a path argument, writes the embedded bytes
//! there (the tests compare them with `flowsched schedule`'s output).

static MODEL: &[u8] = include_bytes!(env!("SCHEDULED_MODEL"));

fn main() -> std::io::Result<()> {
    match std::env::args_os().nth(1) {
        Some(path) => std::fs::write(path, MODEL),
        None => {
            println!("embedded scheduled model: {} bytes", MODEL.len());
            Ok(())
        }
    }
}
