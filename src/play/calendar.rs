//! Dates as the daily puzzle counts them: a day of Coordinated Universal Time, written
//! `2026-11-25`, the same on every machine whatever its time zone. Whole numbers only (days
//! since 1970-01-01, from the proleptic Gregorian calendar), so no platform's clock or floating
//! point decides which puzzle is today's.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::model::names::echo;
use crate::words::{Message, Said};

/// The first year a date may have.
pub const FIRST_YEAR: i64 = 1970;
/// The last year a date may have.
pub const LAST_YEAR: i64 = 9999;

const MS_PER_DAY: i64 = 86_400_000;

/// Why a date was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DateError {
    /// Text that is not `YYYY-MM-DD`.
    Unreadable(String),
    /// A month or a day that is not in the calendar, or a year out of range.
    NoSuchDay(String),
    /// A moment before 1970 or after 9999 (milliseconds since 1970-01-01).
    OutOfRange(i64),
}

impl Said for DateError {
    fn message(&self) -> Message {
        match self {
            Self::Unreadable(text) => Message::new("play-date-unreadable").text("text", text),
            Self::NoSuchDay(date) => Message::new("play-date-no-such-day")
                .text("date", date)
                .text("first", FIRST_YEAR)
                .text("last", LAST_YEAR),
            Self::OutOfRange(ms) => {
                Message::new("play-date-out-of-range").text("ms", ms).text("first", FIRST_YEAR).text("last", LAST_YEAR)
            }
        }
    }
}

crate::words::english_display!(DateError);

/// A day of the UTC calendar.
///
/// ```
/// use npuzzle::play::UtcDate;
///
/// let day: UtcDate = "2026-11-25".parse()?;
/// assert_eq!(day.to_string(), "2026-11-25");
/// assert_eq!(UtcDate::from_unix_ms(1_795_564_800_000)?, day); // midnight UTC that day
/// assert_eq!(day.next().to_string(), "2026-11-26");
/// assert!("2026-02-29".parse::<UtcDate>().is_err());
/// # Ok::<(), npuzzle::play::DateError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct UtcDate {
    /// Days since 1970-01-01.
    days: i64,
}

impl UtcDate {
    /// The day `year-month-day`.
    ///
    /// # Errors
    /// [`DateError::NoSuchDay`] when the month or the day does not exist, or the year is
    /// outside [`FIRST_YEAR`]..=[`LAST_YEAR`].
    pub fn new(year: i64, month: u32, day: u32) -> Result<Self, DateError> {
        let exists = (FIRST_YEAR..=LAST_YEAR).contains(&year)
            && (1..=12).contains(&month)
            && day >= 1
            && day <= days_in_month(year, month);
        if exists {
            Ok(Self { days: days_from_civil(year, month, day) })
        } else {
            Err(DateError::NoSuchDay(format!("{year:04}-{month:02}-{day:02}")))
        }
    }

    /// The UTC day of a moment, `ms` milliseconds after 1970-01-01 00:00 UTC (what a browser's
    /// `Date.now()` says).
    ///
    /// # Errors
    /// [`DateError::OutOfRange`] before 1970 or after 9999.
    pub fn from_unix_ms(ms: i64) -> Result<Self, DateError> {
        let days = ms.div_euclid(MS_PER_DAY);
        let last = days_from_civil(LAST_YEAR, 12, 31);
        if (0..=last).contains(&days) { Ok(Self { days }) } else { Err(DateError::OutOfRange(ms)) }
    }

    /// Days since 1970-01-01.
    #[must_use]
    pub const fn days(self) -> i64 {
        self.days
    }

    /// The day after.
    #[must_use]
    pub const fn next(self) -> Self {
        Self { days: self.days + 1 }
    }

    /// The day before.
    #[must_use]
    pub const fn previous(self) -> Self {
        Self { days: self.days - 1 }
    }

    /// Year, month (1 to 12) and day (1 to 31).
    #[must_use]
    pub fn civil(self) -> (i64, u32, u32) {
        civil_from_days(self.days)
    }
}

impl fmt::Display for UtcDate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (year, month, day) = self.civil();
        write!(f, "{year:04}-{month:02}-{day:02}")
    }
}

impl FromStr for UtcDate {
    type Err = DateError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let unreadable = || DateError::Unreadable(echo(text, 40));
        let trimmed = text.trim();
        let mut parts = trimmed.split('-');
        let (Some(year), Some(month), Some(day), None) = (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(unreadable());
        };
        let digits = |part: &str, width: usize| part.len() == width && part.bytes().all(|b| b.is_ascii_digit());
        if !(digits(year, 4) && digits(month, 2) && digits(day, 2)) {
            return Err(unreadable());
        }
        // Four digits at most, each checked: no overflow, and lighter in the wasm than `parse`.
        let number = |part: &str| part.bytes().fold(0, |value, digit| value * 10 + u32::from(digit - b'0'));
        Self::new(i64::from(number(year)), number(month), number(day))
    }
}

/// How many days in a row, ending today or yesterday, have a finished daily puzzle among
/// `played` (in any order, repeats allowed): the streak a player keeps alive by playing today.
///
/// ```
/// use npuzzle::play::{UtcDate, streak};
///
/// let day = |text: &str| text.parse::<UtcDate>().unwrap();
/// let played = [day("2026-11-23"), day("2026-11-24"), day("2026-11-21")];
/// assert_eq!(streak(&played, day("2026-11-24")), 2);
/// assert_eq!(streak(&played, day("2026-11-25")), 2); // not played yet today: still alive
/// assert_eq!(streak(&played, day("2026-11-26")), 0);
/// ```
#[must_use]
pub fn streak(played: &[UtcDate], today: UtcDate) -> u32 {
    // A look-up a day rather than a sort: a player's days are a few hundred at most, and a
    // sort would weigh kilobytes in the page's wasm.
    let was_played = |day: UtcDate| played.contains(&day);
    let mut day = if was_played(today) { today } else { today.previous() };
    let mut count = 0;
    while was_played(day) {
        count += 1;
        day = day.previous();
    }
    count
}

const fn is_leap(year: i64) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

const fn days_in_month(year: i64, month: u32) -> u32 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

// Howard Hinnant's `days_from_civil` and `civil_from_days` (public domain): whole-number
// conversions between the Gregorian calendar and a count of days, valid for every year here.
fn days_from_civil(year: i64, month: u32, day: u32) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let month = i64::from(month);
    let day_of_year = (153 * (if month > 2 { month - 3 } else { month + 9 }) + 2) / 5 + i64::from(day) - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z - era * 146_097;
    let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 { shifted_month + 3 } else { shifted_month - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    let small = |value: i64| u32::try_from(value).unwrap_or(0); // 1 to 31: always fits
    (year, small(month), small(day))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_day_goes_to_the_calendar_and_back() {
        let mut day = UtcDate::new(1970, 1, 1).unwrap();
        assert_eq!(day.days(), 0);
        let end = UtcDate::new(2100, 12, 31).unwrap();
        while day <= end {
            let (year, month, date) = day.civil();
            assert_eq!(UtcDate::new(year, month, date), Ok(day));
            assert_eq!(day.to_string().parse::<UtcDate>(), Ok(day));
            day = day.next();
        }
    }

    #[test]
    fn leap_days_and_bad_dates() {
        assert!(UtcDate::new(2000, 2, 29).is_ok());
        assert!(UtcDate::new(2024, 2, 29).is_ok());
        assert!(UtcDate::new(2100, 2, 29).is_err());
        assert!(UtcDate::new(2026, 13, 1).is_err());
        assert!(UtcDate::new(1969, 12, 31).is_err());
        for text in ["2026-1-5", "26-01-05", "2026/01/05", "", "2026-01-05-1", "２０２６-01-05"] {
            assert!(matches!(text.parse::<UtcDate>(), Err(DateError::Unreadable(_))), "{text}");
        }
        assert_eq!(
            "2026-04-31".parse::<UtcDate>().unwrap_err().to_string(),
            "2026-04-31 is not a day of the calendar (years 1970 to 9999)"
        );
    }

    #[test]
    fn a_moment_is_on_its_utc_day() {
        let day = UtcDate::new(2026, 11, 25).unwrap();
        let midnight = day.days() * MS_PER_DAY;
        assert_eq!(UtcDate::from_unix_ms(midnight), Ok(day));
        assert_eq!(UtcDate::from_unix_ms(midnight + MS_PER_DAY - 1), Ok(day));
        assert_eq!(UtcDate::from_unix_ms(midnight - 1), Ok(day.previous()));
        assert!(UtcDate::from_unix_ms(-1).is_err());
    }
}
