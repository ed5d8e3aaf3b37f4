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
                    say(&l.bundle, "language-name", None, None).unwrap_or_else(|| l.code.to_string()),
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

    /// The message `id` as said to someone in particular: its attribute `.{to}` where the
    /// language spoken has one (`online-playing` has `.stranger`), else the message itself.
    pub fn told(&self, id: &str, to: Option<&str>, args: &[(&str, FluentValue)]) -> String {
        let mut fluent = FluentArgs::new();
        for (name, value) in args {
            fluent.set(*name, value.clone());
        }
        self.said(id, to, Some(&fluent))
    }

    fn say(&self, id: &str, args: Option<&FluentArgs>) -> String {
        self.said(id, None, args)
    }

    fn said(&self, id: &str, to: Option<&str>, args: Option<&FluentArgs>) -> String {
        [self.now, self.english]
            .iter()
            .filter_map(|&i| self.languages.get(i))
            .find_map(|l| say(&l.bundle, id, to, args))
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

fn say(bundle: &Bundle, id: &str, to: Option<&str>, args: Option<&FluentArgs>) -> Option<String> {
    let message = bundle.get_message(id)?;
    let told = to.and_then(|to| message.get_attribute(to)).map(|attribute| attribute.value());
    let pattern = told.or(message.value())?;
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
