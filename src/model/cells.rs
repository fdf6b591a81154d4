//! Reading a board from its cells one by one, as a program holds it (a list of rows, or one
//! flat list): each cell's text is read as [`parse_board`](super::parse::parse_board) reads a
//! word, an empty cell is the blank (as in a table), and the shape comes from the rows (one row
//! makes a square), so the same board is the same board however it was written, and the same
//! mistakes get the same messages.
//!
//! ```
//! use npuzzle::model::cells::parse_cells;
//! use npuzzle::parse_board;
//!
//! let rows = [vec!["1", "2", "3"], vec!["4", "5", "6"], vec!["7", "8", "_"]];
//! assert_eq!(parse_cells(&rows)?, parse_board("1 2 3 4 5 6 7 8 0")?);
//! assert_eq!(parse_cells(&[vec!["1", "2", "3", "0"]])?.shape().cols(), 2);
//! let wrong = parse_cells(&[vec!["1", "x"], vec!["3", ""]]).unwrap_err();
//! assert_eq!(wrong.to_string(), "'x' at row 1, position 2 is not a number (write the blank as 0, _, . or -)");
//! # Ok::<(), npuzzle::ParseError>(())
//! ```

use super::board::Board;
use super::parse::{Location, ParseError, Token, shape_of, token};

/// The board whose rows hold these cells (one row: a square board, read in reading order).
///
/// # Errors
/// A [`ParseError`] naming the first cell that is neither a number nor a blank mark (and
/// where), ragged rows, a count that makes no board, or the board's own faults (a tile twice,
/// one missing), as [`parse_board`](super::parse::parse_board) names them.
pub fn parse_cells<S: AsRef<str>>(rows: &[Vec<S>]) -> Result<Board, ParseError> {
    let several = rows.len() > 1;
    let mut read: Vec<Vec<Token>> = Vec::with_capacity(rows.len());
    for (index, row) in rows.iter().enumerate() {
        let row_number = several.then_some(index + 1);
        let cells = row
            .iter()
            .enumerate()
            .map(|(i, cell)| {
                let at = Location { row: row_number, item: i + 1 };
                let word = cell.as_ref().trim();
                if word.is_empty() { Ok((None, at)) } else { token(word, at) }
            })
            .collect::<Result<Vec<_>, _>>()?;
        read.push(cells);
    }
    if read.iter().all(Vec::is_empty) {
        return Err(ParseError::Empty);
    }
    let shape = shape_of(&read)?;
    let values: Vec<u32> = read.iter().flatten().map(|(value, _)| value.unwrap_or(0)).collect();
    Ok(Board::new(shape, &values)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_board;

    #[test]
    fn reads_what_the_text_formats_read() {
        let board = parse_board("1 2 3\n4 5 6\n7 8 _").unwrap();
        for blank in ["0", "_", ".", "-", "", " "] {
            let rows = [vec!["1", "2", "3"], vec!["4", "5", "6"], vec!["7", "8", blank]];
            assert_eq!(parse_cells(&rows).unwrap(), board, "blank written {blank:?}");
        }
        let flat: Vec<String> = board.tiles().iter().map(u8::to_string).collect();
        assert_eq!(parse_cells(&[flat]).unwrap(), board);
        assert_eq!(parse_cells(&[vec!["1", "2", "3"], vec!["4", "5", "0"]]).unwrap().to_line(), "2x3: 1 2 3 4 5 0");
    }

    #[test]
    fn names_what_is_wrong_as_the_text_reader_does() {
        let message = |rows: &[Vec<&str>]| parse_cells(rows).unwrap_err().to_string();
        assert_eq!(message(&[vec!["1", "2", "3"], vec!["4", "5"]]), parse_board("1 2 3\n4 5").unwrap_err().to_string());
        assert_eq!(
            message(&[vec!["1", "2", "3", "4", "5", "6", "7", "8", "8"]]),
            parse_board("1 2 3 4 5 6 7 8 8").unwrap_err().to_string()
        );
        assert_eq!(message(&[vec!["1", "2", "3", "4", "5"]]), parse_board("1 2 3 4 5").unwrap_err().to_string());
        assert_eq!(
            message(&[vec!["1", "1.5"]]),
            "'1.5' at position 2 is not a number (write the blank as 0, _, . or -)"
        );
        assert_eq!(message(&[]), ParseError::Empty.to_string());
        assert_eq!(message(&[vec![], vec![]]), ParseError::Empty.to_string());
    }
}
