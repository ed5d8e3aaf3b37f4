//! The open tables, the server's state beside the rooms: bounded — one table a device, a few an
//! address, so many in all — and each gone when someone sits down, its device closes it or
//! leaves, or it has waited its time (`lobby` keeps the time). The listing is a game's tables,
//! newest first, a page at a time, found in the order they were opened without a look at the rest.

use kete::online::tables::{Listed, PAGE, Table, TableRefused, Wanted};
use kete::rules::GameKind;
use std::collections::{BTreeMap, HashMap};
use std::net::IpAddr;
use std::time::Instant;
use tokio::sync::mpsc::Sender;

/// How many tables the server holds at most.
#[derive(Clone, Copy, Debug)]
pub struct TableLimits {
    /// In all.
    pub all: usize,
    /// From one address (`usize::MAX` behind a proxy, which limits each address itself).
    pub per_address: usize,
}

/// A device of the lobby, numbered as it came.
pub type Owner = u64;

struct Open {
    number: u64,
    kind: GameKind,
    table: Table,
    opened: Instant,
    address: IpAddr,
    owner: Owner,
    /// Where the table's device is told that someone sat down.
    outbox: Sender<String>,
}

/// Someone sat down: the fresh room, the side the table's device plays, and where it is told.
pub struct Seating {
    pub room: String,
    pub host_side: Wanted,
    pub host: Sender<String>,
}

#[derive(Default)]
pub struct Tables {
    /// By id.
    open: HashMap<String, Open>,
    /// Each game's tables by the order they were opened: the listing reads it backwards.
    newest: BTreeMap<(u8, u64), String>,
    by_owner: HashMap<Owner, String>,
    per_address: HashMap<IpAddr, usize>,
    next: u64,
}

fn game_index(kind: GameKind) -> u8 {
    match kind {
        GameKind::Bao => 0,
        GameKind::Omweso => 1,
        GameKind::Kimasai => 2,
    }
}

/// 100 random bits as a room's name (a table's id is one too).
fn fresh_name() -> String {
    kete::online::invite::new_room(rand::random())
}

impl Tables {
    pub fn len(&self) -> usize {
        self.open.len()
    }

    /// Opens `owner`'s table, from `address`: its id, or why not.
    pub fn open(
        &mut self,
        (owner, address, outbox): (Owner, IpAddr, Sender<String>),
        table: Table,
        now: Instant,
        limits: TableLimits,
    ) -> Result<String, TableRefused> {
        let kind = table.check()?;
        if self.by_owner.contains_key(&owner) {
            return Err(TableRefused::OneAtATime);
        }
        if self.per_address.get(&address).copied().unwrap_or(0) >= limits.per_address {
            return Err(TableRefused::TooManyHere);
        }
        if self.open.len() >= limits.all {
            return Err(TableRefused::Full);
        }
        let (id, number) = (fresh_name(), self.next);
        self.next += 1;
        self.newest.insert((game_index(kind), number), id.clone());
        self.by_owner.insert(owner, id.clone());
        *self.per_address.entry(address).or_default() += 1;
        self.open.insert(id.clone(), Open { number, kind, table, opened: now, address, owner, outbox });
        Ok(id)
    }

    /// A page of `kind`'s open tables, newest first, from before the table numbered `before`;
    /// and the number to ask `before` for the next page, if there is one.
    pub fn list(&self, kind: GameKind, before: Option<u64>, now: Instant) -> (Vec<Listed>, Option<u64>) {
        let game = game_index(kind);
        let end = (game, before.unwrap_or(u64::MAX));
        let mut page: Vec<(u64, Listed)> = Vec::new();
        let mut more = None;
        for ((_, number), id) in self.newest.range((game, 0)..end).rev() {
            if page.len() == PAGE {
                more = page.last().map(|(number, _)| *number);
                break;
            }
            if let Some(open) = self.open.get(id) {
                let waited = now.saturating_duration_since(open.opened).as_secs();
                page.push((*number, Listed { id: id.clone(), table: open.table.clone(), waited }));
            }
        }
        (page.into_iter().map(|(_, listed)| listed).collect(), more)
    }

    /// `sitter` sits at the table `id`: the table is gone from every list, and both are sent to a
    /// fresh room.
    pub fn sit(&mut self, sitter: Owner, id: &str) -> Result<Seating, TableRefused> {
        let open = self.open.get(id).ok_or(TableRefused::Gone)?;
        if open.owner == sitter {
            return Err(TableRefused::OwnTable);
        }
        let host_side = match open.table.side {
            Wanted::Either if rand::random::<bool>() => Wanted::South,
            Wanted::Either => Wanted::North,
            side => side,
        };
        let open = self.remove(id).ok_or(TableRefused::Gone)?;
        Ok(Seating { room: fresh_name(), host_side, host: open.outbox })
    }

    /// Closes `owner`'s table, if it has one open; whether it had.
    pub fn close(&mut self, owner: Owner) -> bool {
        let Some(id) = self.by_owner.get(&owner).cloned() else { return false };
        self.remove(&id).is_some()
    }

    /// Whether `owner`'s table is open, and since when.
    pub fn opened(&self, owner: Owner) -> Option<Instant> {
        let id = self.by_owner.get(&owner)?;
        self.open.get(id).map(|open| open.opened)
    }

    fn remove(&mut self, id: &str) -> Option<Open> {
        let open = self.open.remove(id)?;
        self.newest.remove(&(game_index(open.kind), open.number));
        self.by_owner.remove(&open.owner);
        if let Some(count) = self.per_address.get_mut(&open.address) {
            *count -= 1;
            if *count == 0 {
                self.per_address.remove(&open.address);
            }
        }
        Some(open)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::Ipv4Addr;
    use tokio::sync::mpsc::channel;

    const LIMITS: TableLimits = TableLimits { all: 100, per_address: 3 };

    fn bao() -> Table {
        Table { game: "bao".into(), rules: "kujifunza".into(), side: Wanted::Either, target: None }
    }

    fn device(owner: Owner, last: u8) -> (Owner, IpAddr, Sender<String>) {
        (owner, IpAddr::V4(Ipv4Addr::new(127, 0, 0, last)), channel(4).0)
    }

    #[test]
    fn the_newest_tables_are_listed_first_a_page_at_a_time_and_a_seated_one_is_gone() {
        let mut tables = Tables::default();
        let now = Instant::now();
        let ids: Vec<String> =
            (0..45).map(|n| tables.open(device(n, n as u8), bao(), now, LIMITS).expect("opened")).collect();
        let (first, more) = tables.list(GameKind::Bao, None, now);
        assert_eq!(
            first.iter().map(|t| t.id.clone()).collect::<Vec<_>>(),
            ids[25..].iter().rev().cloned().collect::<Vec<_>>()
        );
        let (second, more) = tables.list(GameKind::Bao, more, now);
        assert_eq!(second.first().map(|t| &t.id), Some(&ids[24]));
        let (third, more) = tables.list(GameKind::Bao, more, now);
        assert_eq!((third.len(), more), (5, None));
        assert!(tables.list(GameKind::Omweso, None, now).0.is_empty());
        let seating = tables.sit(99, &ids[44]).map_err(|why| format!("{why:?}")).expect("seated");
        assert!(kete::saved::online_game::is_room(&seating.room), "a room Kete makes");
        assert_ne!(seating.host_side, Wanted::Either, "the side drawn");
        assert_eq!(tables.list(GameKind::Bao, None, now).0.first().map(|t| &t.id), Some(&ids[43]));
        assert_eq!(tables.sit(98, &ids[44]).err(), Some(TableRefused::Gone));
    }

    #[test]
    fn a_table_a_device_a_few_an_address_and_no_seat_at_ones_own() {
        let mut tables = Tables::default();
        let now = Instant::now();
        let id = tables.open(device(1, 1), bao(), now, LIMITS).expect("opened");
        assert_eq!(tables.open(device(1, 1), bao(), now, LIMITS).err(), Some(TableRefused::OneAtATime));
        assert_eq!(tables.sit(1, &id).err(), Some(TableRefused::OwnTable));
        tables.open(device(2, 1), bao(), now, LIMITS).expect("a second device there");
        tables.open(device(3, 1), bao(), now, LIMITS).expect("a third");
        assert_eq!(tables.open(device(4, 1), bao(), now, LIMITS).err(), Some(TableRefused::TooManyHere));
        assert!(tables.close(1) && !tables.close(1));
        tables.open(device(4, 1), bao(), now, LIMITS).expect("room again once one closed");
        let forged = Table { rules: "masters".into(), target: Some(12), ..bao() };
        assert_eq!(tables.open(device(5, 2), forged, now, LIMITS).err(), Some(TableRefused::NoSuchGame));
        let full = TableLimits { all: 3, per_address: 3 };
        assert_eq!(tables.open(device(6, 3), bao(), now, full).err(), Some(TableRefused::Full));
        assert_eq!(tables.len(), 3);
    }
}
