//! Kalah's rules (CONVENTIONS.md §5): sowing, the skipped store, laps, captures, the extra
//! turn, both ends of the game, small boards, and the position text.

use mtdlab::game::Game;
use mtdlab::games::kalah::{
    parse_position, position_key, Board, Kalah, KalahPosition, MoveOutcome, Rules,
};
use std::collections::HashMap;

/// A Kalah(6, 6) game from the 14 counts, first player to move unless `second`.
fn game(counts: [u32; 14], second: bool) -> Kalah {
    Kalah::from_counts(&counts, !second).expect("a valid position")
}

/// Plays `pit` for the side to move in `g`'s start position.
fn play(g: &Kalah, pit: usize) -> (KalahPosition, MoveOutcome) {
    g.play_pit(&g.root(), pit).expect("a legal move")
}

fn board(counts: [u8; 14]) -> Board {
    Board::from(counts)
}

#[test]
fn opening_has_six_seeds_in_every_pit_and_six_moves() {
    let g = Kalah::standard();
    let root = g.root();
    assert_eq!(
        root.board,
        board([6, 6, 6, 6, 6, 6, 0, 6, 6, 6, 6, 6, 6, 0])
    );
    assert!(root.first_to_move && !root.over);
    assert!(g.is_max(&root));
    assert_eq!(g.move_count(&root), 6);
    assert_eq!(g.moves(&root), vec![0, 1, 2, 3, 4, 5]);
    let labels: Vec<String> = (0..6).map(|i| g.move_label(&root, i)).collect();
    assert_eq!(labels, ["0", "1", "2", "3", "4", "5"]);
    assert_eq!(g.evaluate(&root), 0);
    assert_eq!(g.value_range(), (-99, 99));
    assert_eq!(g.full_depth(), None);
    assert_eq!(g.total_seeds(), 72);
    assert_eq!(g.seeds(), Some(6));
}

#[test]
fn sowing_puts_one_seed_in_each_following_place() {
    let g = Kalah::standard();
    let (next, outcome) = play(&g, 1);
    assert_eq!(outcome, MoveOutcome::Normal);
    assert_eq!(
        next.board,
        board([6, 0, 7, 7, 7, 7, 1, 7, 6, 6, 6, 6, 6, 0])
    );
    assert!(!next.first_to_move, "the turn passes");
    // the second player sows from pit 9 into 10..12, their store 13 and on into 0, 1
    let g = game([6, 0, 7, 7, 7, 7, 1, 7, 6, 6, 6, 6, 6, 0], true);
    let (next, outcome) = play(&g, 9);
    assert_eq!(outcome, MoveOutcome::Normal);
    assert_eq!(
        next.board,
        board([7, 1, 7, 7, 7, 7, 1, 7, 6, 0, 7, 7, 7, 1])
    );
    assert!(next.first_to_move);
}

#[test]
fn moves_are_the_non_empty_pits_of_the_mover_in_increasing_order() {
    let g = game([0, 3, 0, 1, 0, 2, 10, 4, 0, 0, 5, 0, 1, 20], false);
    assert_eq!(g.moves(&g.root()), vec![1, 3, 5]);
    assert_eq!(g.move_count(&g.root()), 3);
    assert_eq!(g.move_label(&g.root(), 2), "5");
    let g = game([0, 3, 0, 1, 0, 2, 10, 4, 0, 0, 5, 0, 1, 20], true);
    assert_eq!(g.moves(&g.root()), vec![7, 10, 12]);
    assert!(!g.is_max(&g.root()));
    // the history heuristic's keys are those pits, the first n of them when asked for n
    let mut keys = vec![99];
    g.move_keys(&g.root(), 3, &mut keys);
    g.move_keys(&g.root(), 2, &mut keys);
    assert_eq!(keys, [99, 7, 10, 12, 7, 10]);
    // Game::apply(pos, i) plays the i-th of them
    let via_apply = g.apply(&g.root(), 1);
    let (via_pit, _) = play(&g, 10);
    assert_eq!(via_apply, via_pit);
}

#[test]
fn sowing_skips_the_opponents_store() {
    // first player: 10 seeds from pit 5 go to 6 (own store), 7..12, then past 13 to 0, 1, 2
    let g = game([0, 0, 1, 0, 0, 10, 20, 5, 5, 5, 5, 5, 5, 11], false);
    let (next, outcome) = play(&g, 5);
    assert_eq!(outcome, MoveOutcome::Normal);
    assert_eq!(
        next.board,
        board([1, 1, 2, 0, 0, 0, 21, 6, 6, 6, 6, 6, 6, 11])
    );
    // second player: 10 seeds from pit 12 go to 13, 0..5, then past 6 to 7, 8, 9
    let g = game([5, 5, 5, 5, 5, 5, 11, 0, 0, 1, 0, 0, 10, 20], true);
    let (next, outcome) = play(&g, 12);
    assert_eq!(outcome, MoveOutcome::Normal);
    assert_eq!(
        next.board,
        board([6, 6, 6, 6, 6, 6, 11, 1, 1, 2, 0, 0, 0, 21])
    );
}

#[test]
fn a_lap_refills_the_starting_pit() {
    // 13 seeds from pit 0: 1..5, 6, 7..12, (13 skipped), 0: the last seed lands in the
    // emptied starting pit, which then holds 1 -- and captures the opposite pit 12
    let g = game([13, 1, 1, 1, 1, 1, 20, 2, 2, 2, 2, 2, 2, 22], false);
    let mut b = g.root().board;
    let last = g.rules().sow(&mut b, true, 0);
    assert_eq!(last, 0, "the last seed lands in the starting pit");
    assert_eq!(b, board([1, 2, 2, 2, 2, 2, 21, 3, 3, 3, 3, 3, 3, 22]));
    let (next, outcome) = play(&g, 0);
    assert_eq!(outcome, MoveOutcome::Normal);
    assert_eq!(
        next.board,
        board([0, 2, 2, 2, 2, 2, 25, 3, 3, 3, 3, 3, 0, 22]),
        "pit 0's seed and pit 12's three go to store 6"
    );
    // the second player: 14 seeds from pit 10 make a lap (refilling pit 10) and one more
    let g = game([2, 2, 2, 2, 2, 2, 20, 1, 1, 1, 14, 1, 1, 21], true);
    let mut b = g.root().board;
    let last = g.rules().sow(&mut b, false, 10);
    assert_eq!(last, 11);
    assert_eq!(b, board([3, 3, 3, 3, 3, 3, 20, 2, 2, 2, 1, 3, 2, 22]));
}

#[test]
fn capture_takes_the_last_seed_and_the_opposite_pit() {
    // pit 2's single seed lands in the empty pit 3; opposite pit 9 holds 4
    let g = game([1, 0, 1, 0, 2, 0, 30, 3, 3, 4, 3, 3, 3, 19], false);
    let (next, outcome) = play(&g, 2);
    assert_eq!(outcome, MoveOutcome::Normal);
    assert_eq!(
        next.board,
        board([1, 0, 0, 0, 2, 0, 35, 3, 3, 0, 3, 3, 3, 19])
    );
    // the second player: pit 8's seed lands in empty pit 9, opposite pit 3 holds 5
    let g = game([3, 3, 3, 5, 3, 3, 19, 2, 1, 0, 0, 1, 0, 29], true);
    let (next, outcome) = play(&g, 8);
    assert_eq!(outcome, MoveOutcome::Normal);
    assert_eq!(
        next.board,
        board([3, 3, 3, 0, 3, 3, 19, 2, 0, 0, 0, 1, 0, 35])
    );
}

#[test]
fn no_capture_when_the_opposite_pit_is_empty_or_the_pit_was_not() {
    // the opposite pit (9) is empty: the seed stays in pit 3
    let g = game([1, 0, 1, 0, 2, 0, 30, 3, 3, 0, 3, 3, 3, 23], false);
    let (next, _) = play(&g, 2);
    assert_eq!(
        next.board,
        board([1, 0, 0, 1, 2, 0, 30, 3, 3, 0, 3, 3, 3, 23])
    );
    // pit 3 was not empty (now 2): no capture
    let g = game([1, 0, 1, 1, 2, 0, 30, 3, 3, 4, 3, 3, 3, 18], false);
    let (next, _) = play(&g, 2);
    assert_eq!(
        next.board,
        board([1, 0, 0, 2, 2, 0, 30, 3, 3, 4, 3, 3, 3, 18])
    );
    // the last seed lands in an empty pit of the opponent's row: no capture
    let g = game([1, 0, 0, 0, 0, 2, 30, 0, 3, 4, 3, 3, 3, 23], false);
    let (next, outcome) = play(&g, 5);
    assert_eq!(outcome, MoveOutcome::Normal);
    assert_eq!(
        next.board,
        board([1, 0, 0, 0, 0, 0, 31, 1, 3, 4, 3, 3, 3, 23])
    );
}

#[test]
fn last_seed_in_own_store_gives_an_extra_turn() {
    let g = Kalah::standard();
    let root = g.root();
    let (next, outcome) = play(&g, 0);
    assert_eq!(outcome, MoveOutcome::ExtraTurn);
    assert_eq!(
        next.board,
        board([0, 7, 7, 7, 7, 7, 1, 6, 6, 6, 6, 6, 6, 0])
    );
    assert!(next.first_to_move, "the same side moves again");
    assert_eq!(
        g.child_depth(&root, &next, 5),
        5,
        "an extra turn spends no depth"
    );
    let (other, _) = play(&g, 1);
    assert_eq!(g.child_depth(&root, &other, 5), 4);
    // the second player: 1 seed from pit 12 into store 13
    let g = game([6, 6, 6, 6, 6, 6, 0, 6, 6, 6, 6, 6, 1, 5], true);
    let (next, outcome) = play(&g, 12);
    assert_eq!(outcome, MoveOutcome::ExtraTurn);
    assert!(!next.first_to_move);
    assert_eq!(next.board.get(13), 6);
    // a whole lap back into the store: 19 seeds from pit 0 (6 to the store, 13 more)
    let g = game([19, 0, 0, 0, 0, 0, 10, 3, 3, 3, 3, 3, 3, 25], false);
    let (next, outcome) = play(&g, 0);
    assert_eq!(outcome, MoveOutcome::ExtraTurn);
    assert_eq!(next.board.get(6), 12);
}

#[test]
fn empty_row_ends_the_game_and_the_other_player_sweeps() {
    // the first player's last seed goes to their store, emptying their row: the game is
    // over (no extra turn) and the second player sweeps 15 seeds into store 13
    let g = game([0, 0, 0, 0, 0, 1, 30, 1, 2, 3, 4, 5, 0, 26], false);
    let (next, outcome) = play(&g, 5);
    assert_eq!(outcome, MoveOutcome::GameOver);
    assert_eq!(
        next.board,
        board([0, 0, 0, 0, 0, 0, 31, 0, 0, 0, 0, 0, 0, 41])
    );
    assert!(next.over && g.is_terminal(&next));
    assert_eq!(g.move_count(&next), 0);
    assert_eq!(g.evaluate(&next), -99);
    // the second player's move empties their own row: the first player sweeps
    let g = game([1, 1, 1, 1, 1, 1, 30, 0, 0, 0, 0, 0, 1, 35], true);
    let (next, outcome) = play(&g, 12);
    assert_eq!(outcome, MoveOutcome::GameOver);
    assert_eq!(
        next.board,
        board([0, 0, 0, 0, 0, 0, 36, 0, 0, 0, 0, 0, 0, 36])
    );
    assert_eq!(g.evaluate(&next), 0);
    // a move that empties the opponent's row (by capture) ends the game too: the mover
    // sweeps their own row
    let g = game([2, 0, 1, 0, 0, 0, 30, 0, 0, 4, 0, 0, 0, 35], false);
    let (next, outcome) = play(&g, 2);
    assert_eq!(outcome, MoveOutcome::GameOver);
    assert_eq!(
        next.board,
        board([0, 0, 0, 0, 0, 0, 37, 0, 0, 0, 0, 0, 0, 35])
    );
    assert_eq!(g.evaluate(&next), 99);
}

#[test]
fn empty_row_is_checked_before_the_stores() {
    // store 6 passes half (37) and the first row is empty: the row is checked first,
    // so the second player still sweeps
    let g = game([0, 0, 0, 0, 0, 1, 36, 1, 1, 1, 1, 1, 1, 29], false);
    let (next, outcome) = play(&g, 5);
    assert_eq!(outcome, MoveOutcome::GameOver);
    assert_eq!(
        next.board,
        board([0, 0, 0, 0, 0, 0, 37, 0, 0, 0, 0, 0, 0, 35])
    );
    assert_eq!(g.evaluate(&next), 99);
}

#[test]
fn store_over_half_ends_the_game_without_a_sweep() {
    // a capture brings store 6 to 38 > 36: over, and both rows keep their seeds
    let g = game([1, 0, 1, 0, 2, 0, 33, 3, 3, 4, 3, 3, 3, 16], false);
    let (next, outcome) = play(&g, 2);
    assert_eq!(outcome, MoveOutcome::GameOver);
    assert_eq!(
        next.board,
        board([1, 0, 0, 0, 2, 0, 38, 3, 3, 0, 3, 3, 3, 16])
    );
    assert_eq!(g.evaluate(&next), 99);
    assert_eq!(g.move_count(&next), 0);
    // the game is over even when the last seed lands in the store (no extra turn)
    let g = game([1, 1, 1, 1, 1, 1, 24, 1, 1, 1, 1, 1, 1, 36], true);
    let (next, outcome) = play(&g, 12);
    assert_eq!(outcome, MoveOutcome::GameOver);
    assert_eq!(next.board.get(13), 37);
    assert_eq!(&next.board.places()[..6], &[1, 1, 1, 1, 1, 1]);
    assert_eq!(g.evaluate(&next), -99);
    // exactly half is not over
    let g = game([1, 1, 1, 1, 1, 1, 25, 1, 1, 1, 1, 2, 0, 35], true);
    let (next, outcome) = play(&g, 11);
    assert_eq!(outcome, MoveOutcome::ExtraTurn);
    assert_eq!(next.board.get(13), 36);
    assert_eq!(g.evaluate(&next), 25 - 36);
}

#[test]
fn evaluation_is_from_the_first_players_side() {
    let rules = Rules::STANDARD;
    let mut b = Board::empty(6);
    b.set(6, 30);
    b.set(13, 20);
    b.set(0, 22);
    assert_eq!(rules.value(&b), 10);
    b.set(6, 37);
    b.set(0, 15);
    assert_eq!(rules.value(&b), 99);
    b.set(6, 15);
    b.set(13, 37);
    b.set(0, 20);
    assert_eq!(rules.value(&b), -99);
}

#[test]
fn small_boards_use_2n_plus_2_places() {
    // Kalah(1, 1): [1, 0, 1, 0]; the first player's seed goes to their store, their row is
    // empty, the second player sweeps theirs: 1 to 1
    let g = Kalah::new(1, 1).unwrap();
    let root = g.root();
    assert_eq!(&root.board.places()[..4], &[1, 0, 1, 0]);
    assert!(root.board.places()[4..].iter().all(|&s| s == 0));
    assert_eq!(g.moves(&root), vec![0]);
    let (next, outcome) = play(&g, 0);
    assert_eq!(outcome, MoveOutcome::GameOver);
    assert_eq!(&next.board.places()[..4], &[0, 1, 0, 1]);
    assert_eq!(g.evaluate(&next), 0);

    // Kalah(3, 2): places 0..2, store 3, 4..6, store 7; pit 0 faces pit 6
    let g = Kalah::new(3, 2).unwrap();
    let r = g.rules();
    assert_eq!((r.places(), r.store(true), r.store(false)), (8, 3, 7));
    assert_eq!((r.opposite(0), r.opposite(2), r.opposite(4)), (6, 4, 2));
    assert_eq!(&g.root().board.places()[..8], &[2, 2, 2, 0, 2, 2, 2, 0]);
    let (next, outcome) = play(&g, 1);
    assert_eq!(outcome, MoveOutcome::ExtraTurn);
    assert_eq!(&next.board.places()[..8], &[2, 0, 3, 1, 2, 2, 2, 0]);
    // the second player skips store 3: 5 seeds from pit 6 go to 7, 0, 1, 2, 4
    let g = Kalah::from_counts(&[1, 0, 0, 2, 1, 0, 5, 3], false).unwrap();
    let (next, outcome) = play(&g, 6);
    assert_eq!(outcome, MoveOutcome::Normal);
    assert_eq!(&next.board.places()[..8], &[2, 1, 1, 2, 2, 0, 0, 4]);
    // capture on a small board: pit 4's seed lands in empty pit 5, facing pit 1
    let g = Kalah::from_counts(&[1, 3, 0, 2, 1, 0, 1, 4], true).unwrap();
    let (next, outcome) = play(&g, 0);
    assert_eq!(
        outcome,
        MoveOutcome::Normal,
        "pit 1 was not empty: no capture"
    );
    assert_eq!(&next.board.places()[..8], &[0, 4, 0, 2, 1, 0, 1, 4]);
    let g = Kalah::from_counts(&[1, 1, 2, 2, 1, 0, 2, 3], false).unwrap();
    let (next, outcome) = play(&g, 4);
    assert_eq!(outcome, MoveOutcome::Normal);
    assert_eq!(&next.board.places()[..8], &[1, 0, 2, 2, 0, 0, 2, 5]);
    // more than half of 12 seeds (7) in a store ends the game, without a sweep
    assert_eq!(Kalah::new(3, 2).unwrap().total_seeds(), 12);
    let g = Kalah::from_counts(&[1, 0, 1, 6, 1, 1, 1, 1], true).unwrap();
    let (next, outcome) = play(&g, 2);
    assert_eq!(outcome, MoveOutcome::GameOver, "store 3 holds 7 of 12");
    assert_eq!(&next.board.places()[..8], &[1, 0, 0, 7, 1, 1, 1, 1]);
    assert_eq!(g.evaluate(&next), 99);
}

/// Plays every game of a small Kalah to the end: seeds are conserved, every game ends,
/// an extra turn keeps the side and the depth.
fn walk(g: &Kalah, pos: &KalahPosition, depth: u32, leaves: &mut u64) {
    let total: u32 = pos.board.iter().map(u32::from).sum();
    assert_eq!(total, g.total_seeds());
    assert!(depth < 200, "a game that never ends");
    if g.is_terminal(pos) {
        assert_eq!(g.move_count(pos), 0);
        assert!(g.rules().is_over(&pos.board));
        *leaves += 1;
        return;
    }
    assert!(!g.rules().is_over(&pos.board));
    // the history heuristic's keys: the pits the moves empty
    let mut keys = Vec::new();
    g.move_keys(pos, g.move_count(pos), &mut keys);
    let pits: Vec<u32> = g.moves(pos).iter().map(|&p| p as u32).collect();
    assert_eq!(keys, pits);
    assert_eq!(pits.len(), g.move_count(pos));
    for (i, &pit) in pits.iter().enumerate() {
        assert_eq!(g.move_key(pos, i), pit);
        let child = g.apply(pos, i);
        let same = child.first_to_move == pos.first_to_move;
        assert_eq!(g.child_depth(pos, &child, 7), if same { 7 } else { 6 });
        walk(g, &child, depth + 1, leaves);
    }
}

#[test]
fn every_game_of_small_boards_ends_with_all_seeds_on_the_board() {
    for (pits, seeds) in [(1, 1), (1, 6), (2, 2), (3, 1), (2, 3)] {
        let g = Kalah::new(pits, seeds).unwrap();
        let mut leaves = 0;
        walk(&g, &g.root(), 0, &mut leaves);
        assert!(leaves > 0, "Kalah({pits}, {seeds})");
    }
}

#[test]
fn ends_in_store_agrees_with_sowing() {
    for pits in 1..=6usize {
        let rules = Rules::new(pits, 12 * pits as u32).unwrap();
        for first in [true, false] {
            for pit in rules.row(first) {
                for seeds in 1..=40u8 {
                    let mut b = Board::empty(pits);
                    b.set(pit, seeds);
                    let last = rules.sow(&mut b, first, pit);
                    assert_eq!(
                        rules.ends_in_store(first, pit, u32::from(seeds)),
                        last == rules.store(first),
                        "pits {pits}, first {first}, pit {pit}, seeds {seeds}"
                    );
                    assert_eq!(
                        b.get(rules.store(!first)),
                        0,
                        "the opponent's store is skipped"
                    );
                }
            }
        }
    }
}

#[test]
fn keys_name_board_and_side() {
    let g = Kalah::standard();
    let root = g.root();
    let mut second = root;
    second.first_to_move = false;
    assert_eq!(g.key(&root), g.key(&root.clone()));
    assert_ne!(g.key(&root), g.key(&second));
    assert_eq!(g.key(&root), position_key(&root.board, true));
    // every position within 5 plies of the opening: equal keys only for equal positions
    let mut seen: HashMap<u64, (Board, bool)> = HashMap::new();
    let mut frontier = vec![root];
    for _ in 0..5 {
        let mut next = Vec::new();
        for pos in &frontier {
            let named = (pos.board, pos.first_to_move);
            if let Some(old) = seen.insert(g.key(pos), named) {
                assert_eq!(old, named, "two positions share a key");
            }
            for i in 0..g.move_count(pos) {
                next.push(g.apply(pos, i));
            }
        }
        frontier = next;
    }
    assert!(seen.len() > 1000);
    // the low bits are mixed too (a table indexes by them)
    let mut low: std::collections::HashSet<u64> = std::collections::HashSet::new();
    for k in seen.keys() {
        low.insert(k & 0xFFFF);
    }
    assert!(low.len() * 10 > seen.len() * 9);
}

#[test]
fn position_text_round_trips() {
    let g = Kalah::parse("6,6,6,6,6,6,0,6,6,6,6,6,6,0").unwrap();
    assert_eq!(g.root(), Kalah::standard().root());
    let g = Kalah::parse(" 1, 0 ,2,3 ,0,0,30,4,4,4,4,4,4,12 ; 2 ").unwrap();
    assert_eq!(g.pits(), 6);
    assert!(!g.root().first_to_move);
    assert_eq!(
        g.format_position(&g.root()),
        "1,0,2,3,0,0,30,4,4,4,4,4,4,12;2"
    );
    assert_eq!(
        Kalah::parse(&g.format_position(&g.root())).unwrap().root(),
        g.root()
    );
    let g = Kalah::parse("2,1,3,0,1,2,0,3;first").unwrap();
    assert_eq!((g.pits(), g.total_seeds()), (3, 12));
    assert!(g.root().first_to_move);
    assert_eq!(
        parse_position("1,0,1,0;second").unwrap(),
        (vec![1, 0, 1, 0], false)
    );
    let g = Kalah::with_position(6, 6, "6,6,6,6,6,6,0,6,6,6,6,6,6,0;2").unwrap();
    assert_eq!(g.seeds(), Some(6));
    // a finished position is settled: the first row is empty, the second is swept
    let g = Kalah::parse("0,0,0,0,0,0,30,1,2,3,4,5,6,21").unwrap();
    assert!(g.root().over);
    assert_eq!(g.root().board.get(13), 42);
    assert_eq!(g.move_count(&g.root()), 0);
}

fn error(text: &str) -> String {
    match Kalah::parse(text) {
        Ok(_) => panic!("{text:?} was accepted"),
        Err(e) => e.message,
    }
}

#[test]
fn position_text_errors_say_what_and_where() {
    let e = error("");
    assert!(e.contains("empty"), "{e}");
    let e = error("6,6,6,6,6,6,0,6,6,6,6,6,6");
    assert!(e.contains("13 places") && e.contains("2n + 2"), "{e}");
    let e = error("6,6,x,6,6,6,0,6,6,6,6,6,6,0");
    assert!(
        e.contains("place 2") && e.contains("byte 4") && e.contains("'x'"),
        "{e}"
    );
    let e = error("6,6,6,-1,6,6,0,6,6,6,6,6,6,0");
    assert!(
        e.contains("place 3") && e.contains("byte 6") && e.contains("negative"),
        "{e}"
    );
    let e = error("6,6,6,6,,6,0,6,6,6,6,6,6,0");
    assert!(e.contains("place 4") && e.contains("empty"), "{e}");
    let e = error("6,6,6,6,6,6,0,6,6,6,6,6,6,99999999999999999999999");
    assert!(
        e.contains("place 13") && e.contains("too many seeds"),
        "{e}"
    );
    let e = error("6,6,6,6,6,6,0,6,6,6,6,6,6,73");
    assert!(
        e.contains("place 13") && e.contains("too many seeds"),
        "{e}"
    );
    let e = error("10,10,10,10,10,10,0,6,6,6,6,6,6,0");
    assert!(e.contains("too many seeds") && e.contains("96"), "{e}");
    let e = error("7,0,0,7");
    assert!(
        e.contains("too many seeds") && e.contains("at most 12"),
        "{e}"
    );
    let e = error("0,0,0,0");
    assert!(e.contains("no seeds"), "{e}");
    let e = error("1,0,1,0;3");
    assert!(
        e.contains("side to move") && e.contains("byte 8") && e.contains("'3'"),
        "{e}"
    );
    let e = error("1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1");
    assert!(e.contains("more than 14 places"), "{e}");
    let e = error("1,1");
    assert!(e.contains("2 places"), "{e}");
    // a position for a given game: the size and the seeds must fit it
    let e = Kalah::with_position(6, 6, "2,1,3,0,1,2,0,3")
        .unwrap_err()
        .message;
    assert!(e.contains("8 places") && e.contains("14"), "{e}");
    let e = Kalah::with_position(3, 2, "2,1,3,0,1,2,0,4")
        .unwrap_err()
        .message;
    assert!(e.contains("13 seeds") && e.contains("12"), "{e}");
}

#[test]
fn sizes_out_of_range_are_rejected() {
    for (pits, seeds, what) in [
        (0, 6, "pits per side"),
        (7, 6, "pits per side"),
        (6, 0, "seeds per pit"),
        (6, 7, "seeds per pit"),
        (1000, 1, "pits per side"),
    ] {
        let e = Kalah::new(pits, seeds).unwrap_err().message;
        assert!(
            e.contains(what) && e.contains("1 to 6"),
            "{pits},{seeds}: {e}"
        );
    }
    assert!(Kalah::new(6, 6).is_ok() && Kalah::new(1, 1).is_ok());
    assert!(Rules::new(6, 73).is_err() && Rules::new(0, 1).is_err());
}

#[test]
fn illegal_pits_are_refused() {
    let g = Kalah::standard();
    let e = g.play_pit(&g.root(), 7).unwrap_err().message;
    assert!(e.contains("pit 7") && e.contains("0 to 5"), "{e}");
    let g = game([0, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 0], false);
    let e = g.play_pit(&g.root(), 0).unwrap_err().message;
    assert!(e.contains("empty"), "{e}");
}

/// Seed 003's `move_stone` written out seed by seed (the rules as CONVENTIONS.md §5 states
/// them), the reference for the core's sowing by whole laps and its row words.
fn move_stone_by_the_book(
    pits: usize,
    total: u32,
    board: &mut Board,
    first: bool,
    pit: usize,
) -> MoveOutcome {
    let places = 2 * pits + 2;
    let (own, theirs) = if first {
        (pits, 2 * pits + 1)
    } else {
        (2 * pits + 1, pits)
    };
    let row = |first: bool| {
        if first {
            0..pits
        } else {
            pits + 1..2 * pits + 1
        }
    };
    let mut seeds = board.get(pit);
    board.set(pit, 0);
    let mut place = pit;
    while seeds > 0 {
        place = (place + 1) % places;
        if place != theirs {
            board.set(place, board.get(place) + 1);
            seeds -= 1;
        }
    }
    if row(first).contains(&place) && board.get(place) == 1 && board.get(2 * pits - place) > 0 {
        board.set(own, board.get(own) + board.get(2 * pits - place) + 1);
        board.set(2 * pits - place, 0);
        board.set(place, 0);
    }
    for side in [true, false] {
        if row(side).all(|p| board.get(p) == 0) {
            let swept: u8 = row(!side).map(|p| board.get(p)).sum();
            row(!side).for_each(|p| board.set(p, 0));
            let store = if side { 2 * pits + 1 } else { pits };
            board.set(store, board.get(store) + swept);
            return MoveOutcome::GameOver;
        }
    }
    if 2 * u32::from(board.get(pits)) > total || 2 * u32::from(board.get(2 * pits + 1)) > total {
        MoveOutcome::GameOver
    } else if place == own {
        MoveOutcome::ExtraTurn
    } else {
        MoveOutcome::Normal
    }
}

#[test]
fn moves_agree_with_sowing_seed_by_seed_on_random_boards() {
    // seeded boards of every size, with pits of up to every seed on the board (many laps)
    let mut state = 7u64;
    let mut next = move || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) as usize
    };
    let mut checked = 0;
    for _ in 0..20_000 {
        let pits = 1 + next() % 6;
        let places = 2 * pits + 2;
        let total = 1 + next() % (12 * pits);
        let mut counts = vec![0u32; places];
        for _ in 0..total {
            // lumpy boards: often everything in a few places
            let p = if next() % 3 == 0 {
                next() % 2
            } else {
                next() % places
            };
            counts[p] += 1;
        }
        let g = Kalah::from_counts(&counts, next() % 2 == 0).unwrap();
        let pos = g.root();
        assert_eq!(g.rules().is_over(&pos.board), pos.over);
        for (i, &pit) in g.moves(&pos).iter().enumerate() {
            let mut board = pos.board;
            let want =
                move_stone_by_the_book(pits, total as u32, &mut board, pos.first_to_move, pit);
            let (got, outcome) = play(&g, pit);
            assert_eq!((got.board, outcome), (board, want), "{counts:?} pit {pit}");
            assert_eq!(g.apply(&pos, i), got);
            assert_eq!(g.rules().is_over(&got.board), got.over);
            checked += 1;
        }
    }
    assert!(checked > 20_000, "{checked} moves checked");
}

/// CONVENTIONS.md §5: the game is over when either row is empty, before the sweep too (a
/// board given as text may be such); with both rows holding seeds and no store past half
/// of them, it is not.
#[test]
fn a_board_with_either_row_empty_is_over_before_the_sweep() {
    let rules = Rules::new(6, 72).unwrap();
    // the first row empty, 30 + 21 + 21 = 72, no store past 36
    let first_empty = board([0, 0, 0, 0, 0, 0, 30, 1, 2, 3, 4, 5, 6, 21]);
    assert!(rules.is_over(&first_empty));
    let second_empty = board([1, 2, 3, 4, 5, 6, 21, 0, 0, 0, 0, 0, 0, 30]);
    assert!(rules.is_over(&second_empty));
    let both_rows = board([1, 0, 0, 0, 0, 0, 35, 1, 0, 0, 0, 0, 0, 35]);
    assert!(!rules.is_over(&both_rows));
}
