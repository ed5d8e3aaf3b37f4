//! The words of the game in the player's language: Project Fluent's catalogues, one folder each
//! under `assets/locales/` (listed by `build.rs`, built into the program). A message missing from
//! a catalogue is said in English, message by message; the language menu says which languages
//! fall back so.

use bevy::prelude::*;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

include!(concat!(env!("OUT_DIR"), "/catalogues.rs"));

/// The language every message has, and the one others fall back to.
pub const ENGLISH: &str = "en";

type Bundle = FluentBundle<FluentResource>;

/// One language: its code, its catalogue, and the ids of the English messages it lacks.
struct Language {
    code: &'static str,
    bundle: Bundle,
    missing: Vec<String>,
}

/// Every language's catalogue, and the one the game speaks now.
#[derive(Resource)]
pub struct Words {
    languages: Vec<Language>,
    /// Index of the language spoken, and of English.
    now: usize,
    english: usize,
}

impl Words {
    /// All the catalogues, speaking `code` (English if there is no such language).
    pub fn new(code: &str) -> Words {
        let mut languages: Vec<Language> = CATALOGUES
            .iter()
            .map(|&(code, text)| Language { code, bundle: bundle(code, text), missing: Vec::new() })
            .collect();
        let english = languages.iter().position(|l| l.code == ENGLISH).unwrap_or(0);
        let ids: Vec<String> = CATALOGUES
            .iter()
            .find(|(code, _)| *code == ENGLISH)
            .map(|(_, text)| message_ids(text))
            .unwrap_or_default();
        for language in &mut languages {
            language.missing = ids.iter().filter(|id| !language.bundle.has_message(id)).cloned().collect();
        }
        let mut words = Words { languages, now: english, english };
        words.speak(code);
        words
    }

    /// Speaks `code` from now on; false (and nothing changes) if there is no such language.
    pub fn speak(&mut self, code: &str) -> bool {
        match self.languages.iter().position(|l| l.code == code) {
            Some(index) => {
                self.now = index;
                true
            }
            None => false,
        }
    }

    /// The code of the language spoken.
    pub fn code(&self) -> &'static str {
        self.languages.get(self.now).map_or(ENGLISH, |l| l.code)
    }

    /// Every language: its code, its own name for itself, and how many English messages it
    /// lacks (said in English).
    pub fn languages(&self) -> Vec<(&'static str, String, usize)> {
        self.languages
            .iter()
            .map(|l| {
                (
                    l.code,
                    say(&l.bundle, "language-name", None).unwrap_or_else(|| l.code.to_string()),
                    l.missing.len(),
                )
            })
            .collect()
    }

    /// The English messages `code` lacks.
    pub fn missing(&self, code: &str) -> &[String] {
        self.languages.iter().find(|l| l.code == code).map_or(&[], |l| &l.missing)
    }

    /// The message `id` in the language spoken (or in English, where it lacks it).
    pub fn get(&self, id: &str) -> String {
        self.say(id, None)
    }

    /// The message `id` with its arguments: `words.with("seeds-left", &[("count", 32.into())])`.
    pub fn with(&self, id: &str, args: &[(&str, FluentValue)]) -> String {
        let mut fluent = FluentArgs::new();
        for (name, value) in args {
            fluent.set(*name, value.clone());
        }
        self.say(id, Some(&fluent))
    }

    fn say(&self, id: &str, args: Option<&FluentArgs>) -> String {
        [self.now, self.english]
            .iter()
            .filter_map(|&i| self.languages.get(i))
            .find_map(|l| say(&l.bundle, id, args))
            .unwrap_or_else(|| {
                // A message no catalogue has is a bug: its id shows, never an empty space.
                warn!("no message '{id}' in any catalogue");
                id.to_string()
            })
    }
}

impl Default for Words {
    fn default() -> Words {
        Words::new(ENGLISH)
    }
}

fn bundle(code: &str, text: &str) -> Bundle {
    let id: LanguageIdentifier = code.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around arguments: the panels' fonts draw them as boxes.
    bundle.set_use_isolating(false);
    match FluentResource::try_new(text.to_string()) {
        Ok(resource) => {
            if let Err(errors) = bundle.add_resource(resource) {
                warn!("catalogue {code}: {errors:?}");
            }
        }
        Err((resource, errors)) => {
            warn!("catalogue {code} has errors: {errors:?}");
            let _ = bundle.add_resource(resource);
        }
    }
    bundle
}

fn say(bundle: &Bundle, id: &str, args: Option<&FluentArgs>) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    if !errors.is_empty() {
        warn!("message '{id}': {errors:?}");
    }
    Some(text.into_owned())
}

/// The ids of a catalogue's messages (not its terms, `-name`, nor its comments): each begins a
/// line with its id and ` =`.
pub fn message_ids(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| line.split_once(" ="))
        .map(|(id, _)| id)
        .filter(|id| id.chars().next().is_some_and(|c| c.is_ascii_alphabetic()))
        .filter(|id| id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .map(str::to_string)
        .collect()
}

/// The language to speak for these wishes (the system's locales, best first): the first of the
/// catalogues' languages that matches one, else English.
pub fn negotiate(wished: &[String]) -> &'static str {
    // Each wish as it is, then its language alone: "sw_TZ.UTF-8" (as a POSIX locale says it)
    // is "sw-TZ", then "sw".
    let requested: Vec<LanguageIdentifier> = wished
        .iter()
        .filter_map(|w| w.split(['.', '@']).next().map(|w| w.replace('_', "-")))
        .flat_map(|w| {
            let language = w.split('-').next().unwrap_or_default().to_string();
            [w, language]
        })
        .filter_map(|w| w.parse().ok())
        .collect();
    let available: Vec<LanguageIdentifier> =
        CATALOGUES.iter().filter_map(|(code, _)| code.parse().ok()).collect();
    let english: LanguageIdentifier = ENGLISH.parse().unwrap_or_default();
    let chosen = fluent_langneg::negotiate_languages(
        &requested,
        &available,
        Some(&english),
        fluent_langneg::NegotiationStrategy::Filtering,
    );
    let code = chosen.first().map(|id| id.language.as_str().to_string()).unwrap_or_default();
    CATALOGUES.iter().find(|(c, _)| *c == code).map_or(ENGLISH, |(c, _)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn catalogue(code: &str) -> &'static str {
        CATALOGUES.iter().find(|(c, _)| *c == code).map(|(_, text)| *text).expect("a catalogue")
    }

    #[test]
    fn every_english_message_is_in_kiswahili() {
        let words = Words::new("sw");
        assert_eq!(words.code(), "sw");
        assert!(words.missing("sw").is_empty(), "Kiswahili lacks {:?}", words.missing("sw"));
    }

    #[test]
    fn luganda_falls_back_to_english_message_by_message() {
        let words = Words::new("lg");
        assert_eq!(words.get("side-south"), "Bukiikaddyo");
        assert_eq!(words.get("title-tagline"), "the four-row mancala games of East Africa");
        assert!(!words.missing("lg").is_empty());
        let (_, name, missing) = words.languages().into_iter().find(|(code, ..)| *code == "lg").expect("lg");
        assert_eq!((name.as_str(), missing), ("Luganda", words.missing("lg").len()));
    }

    #[test]
    fn the_system_language_is_matched_to_a_catalogue() {
        let wish = |w: &[&str]| negotiate(&w.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        assert_eq!(wish(&["sw_TZ.UTF-8"]), "sw");
        assert_eq!(wish(&["sw-KE", "en-GB"]), "sw");
        assert_eq!(wish(&["lg-UG"]), "lg");
        assert_eq!(wish(&["fr-FR", "de"]), "en");
        assert_eq!(wish(&["C"]), "en");
        assert_eq!(wish(&[]), "en");
    }

    #[test]
    fn arguments_and_plurals_are_said_in_each_language() {
        let english = Words::new("en");
        assert_eq!(
            english.with("pause-lost-moves", &[("moves", 1.into())]),
            "It will be lost: 1 move played."
        );
        assert_eq!(
            english.with("pause-lost-moves", &[("moves", 7.into())]),
            "It will be lost: 7 moves played."
        );
        let swahili = Words::new("sw");
        assert_eq!(swahili.with("title-play", &[("game", "Omweso".into())]), "Cheza Omweso");
        assert_eq!(swahili.get("no-such-message"), "no-such-message");
    }

    /// The first word of every message id (`bar-menu`): how the check below tells an id from
    /// other strings.
    const ID_PREFIXES: &[&str] = &[
        "language",
        "side-",
        "seat-",
        "level-",
        "preset-",
        "mode-",
        "speed-",
        "title-",
        "pause-",
        "score-",
        "bar-",
        "caption-",
        "setup-",
        "over-",
        "win-",
        "annulled-",
        "reason-",
    ];

    /// Every message the code asks for by its id is in the English catalogue: no id can leak to
    /// the screen in place of words.
    #[test]
    fn every_message_the_code_asks_for_is_in_english() {
        let english: Vec<String> = message_ids(catalogue(ENGLISH));
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app");
        let mut files = vec![root];
        let mut asked = Vec::new();
        while let Some(path) = files.pop() {
            if path.is_dir() {
                files
                    .extend(std::fs::read_dir(&path).expect("readable").filter_map(|e| Some(e.ok()?.path())));
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).expect("readable");
                let text: String = text
                    .lines()
                    .filter(|line| !line.trim_start().starts_with("//"))
                    .collect::<Vec<_>>()
                    .join("\n");
                // Every literal that looks like a message id: `"bar-menu"`, passed to `get`,
                // `with` or through a match (`names::side`).
                for literal in text.split('"').skip(1).step_by(2) {
                    let id_like = literal.contains('-')
                        && !literal.ends_with('-')
                        && literal.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                        && ID_PREFIXES.iter().any(|prefix| literal.starts_with(prefix));
                    if id_like {
                        asked.push((path.display().to_string(), literal.to_string()));
                    }
                }
            }
        }
        let missing: Vec<_> = asked
            .iter()
            .filter(|(_, id)| id.contains('-') && !id.contains(' ') && !english.contains(id))
            .filter(|(_, id)| id != "no-such-message")
            .collect();
        assert!(asked.len() > 20, "the code asks for messages by id");
        assert!(missing.is_empty(), "messages missing from en/kete.ftl: {missing:?}");
    }
}
