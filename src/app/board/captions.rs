//! The words and numbers on the board that follow the game: each pit's count, each side's
//! caption (stage, reserve, seeds to place), and Bao's nyumba and takasia.

use super::assets::{INK, NYUMBA_GONE_INK, NYUMBA_INK};
use super::coached::Coached;
use super::layout::BoardLayout;
use super::seeds::{Seed, seeds_in_pits};
use super::wood::{CountBadge, HoleName, NyumbaLabel, PitCount, SideCaption, TakasiaMark};
use crate::app::base::settings::Settings;
use crate::app::game::phase::BoardPhase;
use crate::app::game::the_match::Match;
use crate::app::locale::names;
use crate::app::locale::words::Words;
use crate::rules::{AnyGame, Rules};
use bevy::prelude::*;
use fluent_bundle::FluentValue;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            show_pit_counts,
            show_hole_names,
            show_side_captions,
            show_bao_marks.run_if(not(in_state(BoardPhase::Animating))),
        )
            .run_if(in_state(crate::app::base::Screen::Playing))
            .in_set(crate::app::base::AppSystems::Present),
    );
}

/// Each pit's number of seeds as the board shows it, moving with the playback; an empty pit's
/// badge is hidden.
pub(super) fn show_pit_counts(
    seeds: Query<&Seed>,
    mut counts: Query<(&PitCount, &mut Text2d)>,
    mut badges: Query<(&CountBadge, &mut Visibility)>,
) {
    if counts.is_empty() {
        return;
    }
    let shown = seeds_in_pits(seeds.iter());
    for (PitCount(pit), mut text) in &mut counts {
        let n = shown.get(pit).copied().unwrap_or(0);
        let wanted = if n == 0 { String::new() } else { n.to_string() };
        if text.0 != wanted {
            text.0 = wanted;
        }
    }
    for (CountBadge(pit), mut visibility) in &mut badges {
        let empty = shown.get(pit).copied().unwrap_or(0) == 0;
        visibility.set_if_neq(if empty { Visibility::Hidden } else { Visibility::Inherited });
    }
}

/// The holes' names and the squares' letters and numbers, when the player has them shown or a
/// coach is on the board.
pub(super) fn show_hole_names(
    settings: Res<Settings>,
    coached: Res<Coached>,
    mut names: Query<&mut Visibility, With<HoleName>>,
) {
    let wanted =
        if settings.hole_names || coached.names() { Visibility::Inherited } else { Visibility::Hidden };
    for mut visibility in &mut names {
        visibility.set_if_neq(wanted);
    }
}

/// "South · namua · 22 in hand": what a player needs to know about each side, beside it.
pub(super) fn show_side_captions(
    current: Res<Match>,
    seeds: Query<&Seed>,
    mut captions: Query<(&SideCaption, &mut Text2d)>,
    words: Res<Words>,
) {
    for (SideCaption(side), mut text) in &mut captions {
        let name = names::side(&words, *side);
        let say = |id: &str, args: &[(&str, FluentValue)]| {
            let mut all = vec![("side", FluentValue::from(name.as_str()))];
            all.extend(args.iter().cloned());
            words.with(id, &all)
        };
        let in_reserve =
            seeds.iter().filter(|s| matches!(s, Seed::InReserve { side: s, .. } if s == side)).count();
        // The default font has no bullets or dashes: plain words, one fact a line.
        let wanted = match (&current.game, &current.arranging) {
            (_, Some(arranging)) if arranging.side == *side => {
                say("caption-to-place", &[("count", in_reserve.into())])
            }
            (_, Some(arranging)) if arranging.first == *side => say("caption-arranged", &[]),
            (_, Some(_)) => say("caption-arranges-next", &[]),
            (AnyGame::Bao(bao), None) if bao.side_in_namua(*side) => {
                say("caption-namua", &[("count", in_reserve.into())])
            }
            (AnyGame::Bao(bao), None) if bao.rules().hus().is_some() => {
                let seeds: u32 = bao.pits(*side).iter().map(|&n| u32::from(n)).sum();
                say("caption-seeds", &[("seeds", seeds.into())])
            }
            (AnyGame::Bao(_), None) => say("caption-mtaji", &[]),
            (AnyGame::Omweso(game), None) => match &current.score {
                Some(score) => {
                    let points = score.scores[side.index()];
                    say(
                        "caption-points-seeds",
                        &[("points", points.into()), ("seeds", game.seeds_of(*side).into())],
                    )
                }
                None => say("caption-seeds", &[("seeds", game.seeds_of(*side).into())]),
            },
            (AnyGame::Kimasai(_), None) => {
                let taken = current.game.removed_by(*side);
                say("caption-taken", &[("count", taken.into())])
            }
        };
        if text.0 != wanted {
            text.0 = wanted;
        }
    }
}

/// The nyumba's state and the takasia, as the rules have them (shown once the board has settled).
pub(super) fn show_bao_marks(
    current: Res<Match>,
    layout: Res<BoardLayout>,
    mut labels: Query<(&NyumbaLabel, &mut Text2d, &mut TextColor), Without<TakasiaMark>>,
    mut takasia: Query<(&mut Transform, &mut Visibility), With<TakasiaMark>>,
    words: Res<Words>,
) {
    let Some(bao) = current.game.as_bao() else { return };
    for (NyumbaLabel(side), mut text, mut color) in &mut labels {
        let (wanted, tint) = if bao.nyumba_functional(*side) {
            ("label-nyumba", NYUMBA_INK)
        } else if bao.nyumba_owned(*side) {
            ("label-nyumba-under-six", INK.with_alpha(0.8))
        } else {
            ("label-nyumba-destroyed", NYUMBA_GONE_INK)
        };
        let wanted = words.get(wanted);
        if text.0 != wanted {
            text.0 = wanted;
            color.0 = tint;
        }
    }
    let at = bao.takasia().map(|k| crate::rules::bao::Bao::pit(bao.side_to_move(), k));
    for (mut transform, mut visibility) in &mut takasia {
        match at {
            Some(pit) => {
                let p = layout.pit_position(pit);
                // Relative to the board's root, at z = -10.
                transform.translation = p.extend(14.0);
                visibility.set_if_neq(Visibility::Visible);
            }
            None => {
                visibility.set_if_neq(Visibility::Hidden);
            }
        }
    }
}
