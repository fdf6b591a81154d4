//! What the recursion carries: a node (the blank, the move machine's state, the heuristic's
//! parts) and a child as its parent's search finds it (only what differs from the parent).

/// Room for every pattern, a power of two so a masked index needs no bounds check.
pub(super) const PATTERN_ROOM: usize = 4;
/// Masks a pattern's number into [`PATTERN_ROOM`].
#[expect(clippy::cast_possible_truncation, reason = "PATTERN_ROOM is 4, and a const has no try_from")]
pub(super) const PATTERN_MASK: u8 = (PATTERN_ROOM - 1) as u8;

/// A node: the blank, where it came from, and the heuristic's parts.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Node {
    pub(super) blank: u8,
    /// The state of the path to here in the machine that prunes duplicate paths
    /// ([`MoveMachine`](super::moves::MoveMachine); it also prunes the move that undoes the last one).
    pub(super) moves: u16,
    pub(super) manhattan: u8,
    /// The sums of the patterns' half excesses, for the board and its mirror image.
    pub(super) sum: u8,
    pub(super) mirror_sum: u8,
    /// `h`, kept to order children.
    pub(super) h: u8,
    /// Each pattern's stored half excess and database index, for the board and its mirror.
    pub(super) half_excess: [u8; PATTERN_ROOM],
    pub(super) mirror_half_excess: [u8; PATTERN_ROOM],
    pub(super) index: [u32; PATTERN_ROOM],
    pub(super) mirror_index: [u32; PATTERN_ROOM],
}

/// A child as [`Descent::children`](super::descent::Descent::children) finds it: only what
/// differs from its parent (one pattern's address and entry, and the mirror's), 20 bytes rather
/// than a [`Node`]'s 48, so that making and ranking the children moves little, and only the
/// children searched are made whole ([`Child::of`]). wasm copies a node eight bytes at a time: this took about 5 % off its
/// search, for about 3 % more natively, where a node is copied in three (BENCHMARKS.md).
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Child {
    pub(super) h: u8,
    pub(super) blank: u8,
    pub(super) moves: u16,
    pub(super) manhattan: u8,
    pub(super) sum: u8,
    pub(super) mirror_sum: u8,
    /// The pattern of the tile that moved, and its stored half excess and address after the move.
    pub(super) pattern: u8,
    pub(super) half_excess: u8,
    /// The same in the mirror image (where there is no mirror, pattern 0 unchanged).
    pub(super) mirror_pattern: u8,
    pub(super) mirror_half_excess: u8,
    pub(super) index: u32,
    pub(super) mirror_index: u32,
}

const _: () = assert!(size_of::<Child>() == 20, "a child is the 20 bytes its notes say");

impl Child {
    /// The child node of `parent`.
    #[inline]
    pub(super) fn of(&self, parent: &Node) -> Node {
        let mut node = *parent;
        node.blank = self.blank;
        node.moves = self.moves;
        node.manhattan = self.manhattan;
        node.sum = self.sum;
        node.mirror_sum = self.mirror_sum;
        node.h = self.h;
        let pattern = usize::from(self.pattern & PATTERN_MASK);
        node.index[pattern] = self.index;
        node.half_excess[pattern] = self.half_excess;
        let mirror_pattern = usize::from(self.mirror_pattern & PATTERN_MASK);
        node.mirror_index[mirror_pattern] = self.mirror_index;
        node.mirror_half_excess[mirror_pattern] = self.mirror_half_excess;
        node
    }
}
