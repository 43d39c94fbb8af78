//! The Monolith's walk round the rondel of roles: where it stops, the credits it drops on
//! the roles it passes, and the credits it collects where it stops (the stop is the
//! Ancients' role). The arithmetic exactly as the design gives it:
//!
//! - The target is the role on the card just turned up. When that is the role the
//!   Monolith is on, the target becomes `same_role` (Warlord); when it is on that role
//!   already, `same_role_again` (Regent).
//! - Walking clockwise `n` steps (1 to 6) passes `n − 1` roles. With at least `n − 1`
//!   credits, 1 credit drops on each role passed and the Monolith stops on the target.
//!   With fewer, `c`, the `c` credits drop on the first `c` roles passed and it stops on
//!   the next role (step `c + 1`).
//! - Every credit lying on the stop is collected.

use super::tables::Role;
use crate::lang::JoinedBy as _;

/// What one walk did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Walk {
    pub from: Role,
    /// The role the card named.
    pub revealed: Role,
    /// The role walked to (the card's, or the stand-in for the Monolith's own role).
    pub target: Role,
    /// Where it stopped: the Ancients' role.
    pub stop: Role,
    /// Roles a credit was dropped on, in the order passed.
    pub dropped_on: Vec<Role>,
    /// Credits collected at the stop.
    pub collected: u32,
    /// Their credits before and after.
    pub credits_before: u32,
    pub credits_after: u32,
}

impl Walk {
    /// Whether it stopped short of its target for want of credits.
    pub fn short(&self) -> bool {
        self.stop != self.target
    }

    /// The walk in words, with its arithmetic ("Steward to Warlord: 3 steps, 2 roles
    /// passed, 2 credits dropped (15 -> 13); stops on Warlord, collects 1 (-> 14)").
    pub fn describe(&self) -> crate::lang::Says {
        let passed = self.dropped_on.len();
        let mut path = if passed == 0 {
            crate::says!(
                "log-anc-walk-nothing",
                from = self.from.says(),
                target = self.target.says()
            )
        } else {
            let roles = self
                .dropped_on
                .iter()
                .map(|r| r.says())
                .joined_by(crate::lang::Joint::Comma);
            crate::says!(
                "log-anc-walk-dropped",
                from = self.from.says(),
                target = self.target.says(),
                n = passed,
                roles = roles
            )
        };
        if self.target != self.revealed {
            path = crate::says!(
                "log-anc-walk-instead",
                named = self.revealed.says(),
                target = self.target.says(),
                path = path
            );
        }
        if self.short() {
            path = crate::says!("log-anc-walk-short", path = path, stop = self.stop.says());
        }
        crate::says!(
            "log-anc-walk",
            path = path,
            collected = self.collected,
            stop = self.stop.says(),
            before = self.credits_before,
            after = self.credits_after
        )
    }
}

/// Walks the Monolith from `at` toward the role `revealed` names, round `rondel` (each
/// role once), with `credits`; `lying` holds the credits on each role of the rondel (by
/// its place there) and is updated.
pub fn walk(
    rondel: &[Role],
    (same_role, same_role_again): (Role, Role),
    at: Role,
    revealed: Role,
    credits: u32,
    lying: &mut [u32],
) -> Walk {
    let place = |r: Role| rondel.iter().position(|&x| x == r).unwrap_or(0);
    let n_roles = rondel.len().max(1);
    let target = if revealed != at {
        revealed
    } else if at == same_role {
        same_role_again
    } else {
        same_role
    };
    let from = place(at);
    let steps = (place(target) + n_roles - from) % n_roles;
    // A target equal to where it stands (a table whose stand-in is that role) stays.
    let passed = steps.saturating_sub(1) as u32;
    let (dropped, stop_step) = if credits >= passed {
        (passed, steps)
    } else {
        (credits, credits as usize + 1)
    };
    let dropped_on: Vec<Role> = (1..=dropped as usize)
        .map(|k| rondel[(from + k) % n_roles])
        .collect();
    for k in 1..=dropped as usize {
        lying[(from + k) % n_roles] += 1;
    }
    let stop_place = (from + stop_step) % n_roles;
    let collected = std::mem::take(&mut lying[stop_place]);
    Walk {
        from: at,
        revealed,
        target,
        stop: rondel[stop_place],
        dropped_on,
        collected,
        credits_before: credits,
        credits_after: credits - dropped + collected,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Role::*;

    const RONDEL: [Role; 7] = [
        Explorer, Scientist, Steward, Merchant, Engineer, Warlord, Regent,
    ];
    const SAME: (Role, Role) = (Warlord, Regent);

    #[test]
    fn with_credits_enough_it_drops_one_on_each_role_passed_and_stops_on_the_card() {
        let mut lying = [0; 7];
        lying[5] = 2; // two credits wait on Warlord
        let w = walk(&RONDEL, SAME, Steward, Warlord, 15, &mut lying);
        assert_eq!(w.dropped_on, [Merchant, Engineer]);
        assert_eq!((w.stop, w.collected, w.credits_after), (Warlord, 2, 15));
        assert_eq!(lying, [0, 0, 0, 1, 1, 0, 0]);
        assert!(!w.short());
        // Next door: nothing passed, nothing dropped.
        let w = walk(&RONDEL, SAME, Warlord, Regent, 0, &mut lying);
        assert_eq!(
            (w.stop, w.dropped_on.len(), w.credits_after),
            (Regent, 0, 0)
        );
        // Round the end of the list: Regent to Scientist passes Explorer.
        let w = walk(&RONDEL, SAME, Regent, Scientist, 1, &mut lying);
        assert_eq!(
            (w.dropped_on.clone(), w.stop, w.credits_after),
            (vec![Explorer], Scientist, 0)
        );
    }

    #[test]
    fn the_monoliths_own_role_becomes_warlord_and_on_warlord_regent() {
        let mut lying = [0; 7];
        let w = walk(&RONDEL, SAME, Steward, Steward, 10, &mut lying);
        assert_eq!((w.target, w.stop), (Warlord, Warlord));
        assert_eq!(w.dropped_on, [Merchant, Engineer]);
        let w = walk(&RONDEL, SAME, Warlord, Warlord, 10, &mut lying);
        assert_eq!((w.target, w.stop, w.dropped_on.len()), (Regent, Regent, 0));
        // Regent named on Regent: Warlord, six steps on, five roles passed.
        let w = walk(&RONDEL, SAME, Regent, Regent, 10, &mut lying);
        assert_eq!(
            (w.target, w.stop, w.dropped_on.len(), w.credits_after),
            (Warlord, Warlord, 5, 5)
        );
        assert!(w.describe().contains("Warlord instead"), "{}", w.describe());
    }

    #[test]
    fn short_of_credits_it_stops_as_far_as_they_pay() {
        let mut lying = [0; 7];
        // Explorer to Regent: 6 steps, 5 roles passed, only 2 credits.
        let w = walk(&RONDEL, SAME, Explorer, Regent, 2, &mut lying);
        assert_eq!(w.dropped_on, [Scientist, Steward]);
        assert_eq!((w.stop, w.credits_after), (Merchant, 0));
        assert!(w.short());
        assert!(
            w.describe().contains("stops on Merchant"),
            "{}",
            w.describe()
        );
        // No credits: the next role.
        let w = walk(&RONDEL, SAME, Merchant, Regent, 0, &mut lying);
        assert_eq!((w.stop, w.dropped_on.len()), (Engineer, 0));
        // Credits dropped earlier are collected where it stops.
        let mut lying = [0; 7];
        lying[3] = 4;
        let w = walk(&RONDEL, SAME, Explorer, Regent, 2, &mut lying);
        assert_eq!((w.stop, w.collected, w.credits_after), (Merchant, 4, 4));
        assert_eq!(lying[3], 0);
    }
}
