//! Plain text tables (comfy-table, no borders): the columns sized to their widest cell, every
//! line indented alike. What `flowsched` and `flowsched-lab` print as tables.

use comfy_table::{presets::NOTHING, Cell, CellAlignment, Table};

/// How a column's cells line up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    Left,
    Right,
}

/// `header` and `rows` as lines indented by `indent` spaces, each column aligned as `align`
/// says (one entry per column), trailing spaces trimmed.
pub fn plain(indent: usize, header: &[&str], align: &[Align], rows: &[Vec<String>]) -> String {
    debug_assert_eq!(header.len(), align.len(), "one alignment per column");
    let mut table = Table::new();
    table.load_preset(NOTHING);
    let aligned = |text: &str, i: usize| {
        Cell::new(text).set_alignment(match align[i] {
            Align::Left => CellAlignment::Left,
            Align::Right => CellAlignment::Right,
        })
    };
    table.set_header(header.iter().enumerate().map(|(i, h)| aligned(h, i)));
    for row in rows {
        table.add_row(row.iter().enumerate().map(|(i, c)| aligned(c, i)));
    }
    let pad = " ".repeat(indent);
    let mut out = String::new();
    for line in table.lines() {
        // The preset pads each cell with one space on either side.
        let line = line
            .strip_prefix(' ')
            .unwrap_or(&line)
            .trim_end()
            .to_string();
        out.push_str(&pad);
        out.push_str(&line);
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_are_as_wide_as_their_widest_cell_and_aligned() {
        let rows = vec![
            vec!["kahn".to_string(), "1.5 MB".to_string(), "".to_string()],
            vec![
                "hierarchical".to_string(),
                "900 KB".to_string(),
                "<- winner".to_string(),
            ],
        ];
        let text = plain(
            2,
            &["scheduler", "peak", ""],
            &[Align::Left, Align::Right, Align::Left],
            &rows,
        );
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3);
        assert!(lines
            .iter()
            .all(|l| l.starts_with("  ") && !l.ends_with(' ')));
        assert!(lines[0].starts_with("  scheduler"));
        // The right-aligned column ends at the same place on every line.
        let end = |l: &str, s: &str| l.find(s).unwrap() + s.len();
        assert_eq!(end(lines[0], "peak"), end(lines[1], "1.5 MB"));
        assert_eq!(end(lines[1], "1.5 MB"), end(lines[2], "900 KB"));
        assert!(lines[2].ends_with("<- winner"));
    }
}
