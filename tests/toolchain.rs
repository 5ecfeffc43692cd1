//! The heavy components a user gets with the default features really load and run:
//! libtorch through tch, and MLIR 22 through melior. These fail (never skip) when set-up is
//! incomplete, e.g. when the binary cannot find `libtorch` at run time.

#[cfg(feature = "torch")]
#[test]
fn libtorch_loads_and_computes() {
    let t = tch::Tensor::from_slice(&[1.0f32, 2.0, 3.0]);
    let sum = f64::try_from(t.sum(tch::Kind::Float)).unwrap();
    assert_eq!(sum, 6.0);
}

#[cfg(feature = "mlir")]
#[test]
fn mlir_parses_and_verifies_a_module() {
    use melior::{
        dialect::DialectRegistry,
        ir::{operation::OperationLike, Module},
        utility::register_all_dialects,
        Context,
    };
    let registry = DialectRegistry::new();
    register_all_dialects(&registry);
    let context = Context::new();
    context.append_dialect_registry(&registry);
    context.load_all_available_dialects();
    let text = "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = arith.addf %a, %a : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}";
    let module = Module::parse(&context, text).expect("MLIR parses the module");
    assert!(module.as_operation().verify());
    assert!(module.as_operation().to_string().contains("arith.addf"));
}
