//! The languages npuzzle speaks, and what wording a count needs to know about each: its plural
//! rule (CLDR's categories for whole numbers) and how its numbers are written. Adding a language
//! is one catalogue file in `locales/` and one line in [`LANGUAGES`].

/// Which way a language's lines run: the page mirrors its controls for `Rtl` (never the board).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// Left to right.
    Ltr,
    /// Right to left (Arabic).
    Rtl,
}

impl Direction {
    /// The HTML `dir` attribute's value.
    #[must_use]
    pub const fn attribute(self) -> &'static str {
        match self {
            Direction::Ltr => "ltr",
            Direction::Rtl => "rtl",
        }
    }
}

/// A CLDR plural category, as a catalogue's select variant names it (`[one]`, `[few]`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PluralCategory {
    /// `zero` (Arabic 0).
    Zero,
    /// `one`.
    One,
    /// `two` (Arabic 2).
    Two,
    /// `few` (Arabic 3–10).
    Few,
    /// `many` (Arabic 11–99; a million in French, Spanish and Portuguese).
    Many,
    /// `other`: every language has it, and a select's default is usually it.
    Other,
}

impl PluralCategory {
    /// The category's name in a catalogue.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            PluralCategory::Zero => "zero",
            PluralCategory::One => "one",
            PluralCategory::Two => "two",
            PluralCategory::Few => "few",
            PluralCategory::Many => "many",
            PluralCategory::Other => "other",
        }
    }
}

/// The CLDR plural rule of a family of languages, for whole numbers (a count of moves, boards,
/// expansions: counts are whole).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PluralRule {
    /// `one` for 1, else `other` (English, German, ...).
    OneOther,
    /// `one` for 0 and 1, `many` for whole millions, else `other` (French, Brazilian Portuguese).
    ZeroOneMillions,
    /// `one` for 1, `many` for whole millions, else `other` (Spanish, Italian).
    OneMillions,
    /// `other` for every number (Chinese, Japanese).
    OtherOnly,
    /// Six categories: 0, 1, 2, 3–10 and 11–99 (by the last two digits), else `other` (Arabic).
    Arabic,
}

impl PluralRule {
    /// The category of `count`.
    ///
    /// ```
    /// use npuzzle::words::{PluralCategory::*, PluralRule};
    ///
    /// assert_eq!(PluralRule::Arabic.category(103), Few);
    /// assert_eq!(PluralRule::Arabic.category(111), Many);
    /// assert_eq!(PluralRule::Arabic.category(100), Other);
    /// assert_eq!(PluralRule::ZeroOneMillions.category(0), One);
    /// assert_eq!(PluralRule::OneOther.category(0), Other);
    /// ```
    #[must_use]
    pub const fn category(self, count: u64) -> PluralCategory {
        let millions = count != 0 && count.is_multiple_of(1_000_000);
        match self {
            PluralRule::OneOther | PluralRule::OneMillions if count == 1 => PluralCategory::One,
            PluralRule::ZeroOneMillions if count <= 1 => PluralCategory::One,
            PluralRule::ZeroOneMillions | PluralRule::OneMillions if millions => PluralCategory::Many,
            PluralRule::Arabic => match (count, count % 100) {
                (0, _) => PluralCategory::Zero,
                (1, _) => PluralCategory::One,
                (2, _) => PluralCategory::Two,
                (_, 3..=10) => PluralCategory::Few,
                (_, 11..=99) => PluralCategory::Many,
                _ => PluralCategory::Other,
            },
            _ => PluralCategory::Other,
        }
    }
}

/// How a language writes a count: its digits, the mark between groups of three, the decimal
/// mark, and from how many digits it groups at all (Spanish writes 1000 but 10.000).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NumberStyle {
    /// The ten digits, zero first (a language writing Arabic-Indic digits would list them).
    pub digits: [char; 10],
    /// Between groups of three digits.
    pub group: char,
    /// Before the fraction.
    pub decimal: char,
    /// The fewest digits a whole part has for it to be grouped.
    pub grouping_from: usize,
}

const WESTERN: [char; 10] = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

impl NumberStyle {
    /// `number` written in this style: `1,171,354` in English, `1 171 354` in French.
    ///
    /// ```
    /// use npuzzle::words::{Language, NumberStyle};
    ///
    /// let style = |tag| Language::find(tag).unwrap().numbers;
    /// assert_eq!(style("en").write(1_171_354.0, 0), "1,171,354");
    /// assert_eq!(style("es").write(1000.0, 0), "1000");
    /// assert_eq!(style("es").write(12345.5, 1), "12.345,5");
    /// assert_eq!(style("fr").write(1234.0, 0), "1\u{202F}234");
    /// ```
    #[must_use]
    pub fn write(&self, number: f64, places: usize) -> String {
        // In whole numbers of the last place shown, so no float formatting (a large part of a
        // wasm module) is needed.
        let places = places.min(6);
        let scale = 10_u64.pow(u32::try_from(places).unwrap_or(6));
        #[expect(
            clippy::cast_possible_truncation,
            clippy::cast_sign_loss,
            clippy::cast_precision_loss,
            reason = "a count far below 2^53, rounded"
        )]
        let scaled = (number.abs() * scale as f64).round() as u64;
        let (whole, fraction) = (scaled / scale, scaled % scale);
        let whole = whole.to_string();
        let digit = |c: char| c.to_digit(10).map_or(c, |d| self.digits[d as usize]);
        let mut out = String::with_capacity(whole.len() * 2 + places + 2);
        if number < 0.0 && scaled != 0 {
            out.push('-');
        }
        let grouped = whole.len() >= self.grouping_from;
        for (index, c) in whole.chars().enumerate() {
            if grouped && index > 0 && (whole.len() - index) % 3 == 0 {
                out.push(self.group);
            }
            out.push(digit(c));
        }
        if places > 0 {
            out.push(self.decimal);
            let fraction = (scale + fraction).to_string();
            out.extend(fraction.chars().skip(1).map(digit));
        }
        out
    }
}

/// The fewest decimal places, at most `most`, that write `number` as it is (`1.5`: one).
#[must_use]
pub fn places_needed(number: f64, most: usize) -> usize {
    (0..most)
        .find(|&places| {
            let scaled = number * 10_f64.powi(i32::try_from(places).unwrap_or(0));
            (scaled - scaled.round()).abs() < 1e-9 * scaled.abs().max(1.0)
        })
        .unwrap_or(most)
}

/// `number` as code prints it (`1.5`, `100`, `1e308`, `NaN`), without Rust's float
/// formatting, which would weigh on the first wasm module.
///
/// ```
/// use npuzzle::words::plain;
///
/// assert_eq!(plain(0.5), "0.5");
/// assert_eq!(plain(-3.0), "-3");
/// assert_eq!(plain(1e308), "1e308");
/// assert_eq!(plain(f64::NAN), "NaN");
/// ```
#[must_use]
pub fn plain(number: f64) -> String {
    let style = NumberStyle { digits: WESTERN, group: ',', decimal: '.', grouping_from: usize::MAX };
    if number.is_nan() {
        return "NaN".to_owned();
    }
    if number.is_infinite() {
        return if number > 0.0 { "inf" } else { "-inf" }.to_owned();
    }
    if number.abs() < 1e15 {
        return style.write(number, places_needed(number, 6));
    }
    #[expect(clippy::cast_possible_truncation, reason = "a float's decimal exponent, within ±308")]
    let exponent = number.abs().log10().floor() as i32;
    let mantissa = number / 10_f64.powi(exponent);
    format!("{}e{exponent}", style.write(mantissa, places_needed(mantissa, 6)))
}

/// A language npuzzle speaks: its BCP 47 tag (the catalogue's file name), its name in itself
/// (the language menu), its direction, plural rule and numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Language {
    /// `en`, `es`, `zh-Hans`, `pt-BR`, `fr`, `ar`: `locales/{tag}.ftl`.
    pub tag: &'static str,
    /// The language named in itself: "Español".
    pub name: &'static str,
    /// Left to right or right to left.
    pub direction: Direction,
    /// Which plural category a count takes.
    pub plurals: PluralRule,
    /// How counts are written.
    pub numbers: NumberStyle,
}

const fn style(group: char, decimal: char, grouping_from: usize) -> NumberStyle {
    NumberStyle { digits: WESTERN, group, decimal, grouping_from }
}

/// Every language, English first (the source every other catalogue translates, and the one
/// used for whatever a catalogue lacks). One line a language.
pub const LANGUAGES: &[Language] = &[
    Language {
        tag: "en",
        name: "English",
        direction: Direction::Ltr,
        plurals: PluralRule::OneOther,
        numbers: style(',', '.', 4),
    },
    Language {
        tag: "es",
        name: "Español",
        direction: Direction::Ltr,
        plurals: PluralRule::OneMillions,
        numbers: style('.', ',', 5),
    },
    Language {
        tag: "zh-Hans",
        name: "简体中文",
        direction: Direction::Ltr,
        plurals: PluralRule::OtherOnly,
        numbers: style(',', '.', 4),
    },
    Language {
        tag: "pt-BR",
        name: "Português (Brasil)",
        direction: Direction::Ltr,
        plurals: PluralRule::ZeroOneMillions,
        numbers: style('.', ',', 4),
    },
    Language {
        tag: "fr",
        name: "Français",
        direction: Direction::Ltr,
        plurals: PluralRule::ZeroOneMillions,
        numbers: style('\u{202F}', ',', 4),
    },
    // Western digits, as CLDR now writes `ar` and as Arabic courses of the subject print counts.
    Language {
        tag: "ar",
        name: "العربية",
        direction: Direction::Rtl,
        plurals: PluralRule::Arabic,
        numbers: style(',', '.', 4),
    },
];

impl Language {
    /// English: the source language.
    #[must_use]
    pub const fn english() -> &'static Language {
        &LANGUAGES[0]
    }

    /// The language whose tag is `tag` exactly (any case).
    #[must_use]
    pub fn find(tag: &str) -> Option<&'static Language> {
        LANGUAGES.iter().find(|language| language.tag.eq_ignore_ascii_case(tag.trim()))
    }

    /// The language nearest to a reader's preferences, in their order (a browser's
    /// `navigator.languages`, a `lang` attribute): a tag matched exactly, else by its language
    /// alone (`pt-PT` reads Brazilian Portuguese, `zh-CN` and `zh-TW` Simplified Chinese, `es-MX`
    /// Spanish), else English.
    ///
    /// ```
    /// use npuzzle::words::Language;
    ///
    /// assert_eq!(Language::nearest(["de-DE", "fr-CA", "en"]).tag, "fr");
    /// assert_eq!(Language::nearest(["pt"]).tag, "pt-BR");
    /// assert_eq!(Language::nearest(["zh-CN"]).tag, "zh-Hans");
    /// assert_eq!(Language::nearest(["tlh"]).tag, "en");
    /// ```
    #[must_use]
    pub fn nearest<'a>(preferences: impl IntoIterator<Item = &'a str>) -> &'static Language {
        let primary = |tag: &str| tag.split(['-', '_']).next().unwrap_or("").to_ascii_lowercase();
        preferences
            .into_iter()
            .find_map(|wanted| {
                Language::find(wanted)
                    .or_else(|| LANGUAGES.iter().find(|language| primary(language.tag) == primary(wanted)))
            })
            .unwrap_or(Language::english())
    }
}
