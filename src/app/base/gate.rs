//! A message the board takes only in some of its phases (a pick while a move is chosen, a skip
//! while seeds move): its gate is said once, where its handler is registered. Outside the gate
//! the message is dropped, never queued — a click while seeds move is not kept for the next
//! board — and inside it the handler reads it.

use super::AppSystems;
use bevy::ecs::message::Messages;
use bevy::ecs::schedule::{IntoScheduleConfigs, SystemCondition};
use bevy::ecs::system::ScheduleSystem;
use bevy::prelude::*;
use std::fmt::Debug;

pub(crate) trait GatedMessages {
    /// Registers the message `M`, taken by `handler` while `open` holds and dropped otherwise.
    fn add_gated_message<M, C, CM, H, HM>(&mut self, open: C, handler: H) -> &mut Self
    where
        M: Message + Debug,
        C: SystemCondition<CM> + Clone,
        H: IntoScheduleConfigs<ScheduleSystem, HM>;
}

impl GatedMessages for App {
    fn add_gated_message<M, C, CM, H, HM>(&mut self, open: C, handler: H) -> &mut Self
    where
        M: Message + Debug,
        C: SystemCondition<CM> + Clone,
        H: IntoScheduleConfigs<ScheduleSystem, HM>,
    {
        self.add_message::<M>()
            .add_systems(Update, drop_all::<M>.run_if(not(open.clone())).in_set(AppSystems::Gate))
            .add_systems(Update, handler.run_if(open))
    }
}

fn drop_all<M: Message + Debug>(mut messages: ResMut<Messages<M>>) {
    for message in messages.drain() {
        debug!("dropped {message:?}: the board cannot take it now");
    }
}
