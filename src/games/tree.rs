//! Hand-built game trees from text: JSON nested arrays of integers
//! (`[[3,12,8],[2,4,6],[14,5,2]]`, AIMA Figure 5.2) and mtdlab's hand-typing format with
//! optional labels, where a label used again names the same position (a transposition).
//!
//! Grammar (docs/cli.md, "Tree text"): whitespace and commas separate; `(` `)` and `[` `]` group.
//! ```text
//! tree  := node
//! node  := [label ':'] ( integer | '(' node+ ')' | '[' node+ ']' )   a new node
//!        | label                                                   the node labelled so
//! label := letter ( letter | digit | '_' )*
//! ```

use crate::game::{Depth, Game, InputError};
use crate::games::mix;
use crate::sorted::by_key;
use std::collections::HashMap;
use std::fmt::Write as _;

/// Limits that keep a typed tree sane.
pub const MAX_NODES: usize = 200_000;
pub const MAX_HEIGHT: usize = 64;
pub const MAX_VALUE: i64 = 1_000_000_000;

#[derive(Debug, Clone, PartialEq, Eq)]
struct Node {
    children: Vec<u32>,
    /// A leaf's value.
    value: Option<i32>,
    label: Option<String>,
    leaf_index: Option<u64>,
    /// The value of the first leaf down the first children: the static estimate at a horizon.
    first_leaf: i32,
}

/// A hand-built tree (a DAG when labels repeat). The root is a MAX node; levels alternate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tree {
    nodes: Vec<Node>,
    root: u32,
    height: Depth,
    range: (i32, i32),
}

/// A position: a node, and its distance from the root (which decides MAX or MIN).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pos {
    pub node: u32,
    pub ply: u32,
}

struct Parser<'a> {
    text: &'a str,
    bytes: &'a [u8],
    at: usize,
    nodes: Vec<Node>,
    labels: HashMap<String, (u32, usize)>,
    leaves: u64,
}

impl Tree {
    /// Parses either text format. Errors give the line and column.
    pub fn parse(text: &str) -> Result<Tree, InputError> {
        let mut p = Parser {
            text,
            bytes: text.as_bytes(),
            at: 0,
            nodes: Vec::new(),
            labels: HashMap::new(),
            leaves: 0,
        };
        p.skip_space();
        if p.at >= p.bytes.len() {
            return Err(p.error_at(
                p.at,
                "the tree text is empty: expected a number or '(' or '['",
            ));
        }
        let root = p.node(0)?;
        p.skip_space();
        if p.at < p.bytes.len() {
            return Err(p.error_at(
                p.at,
                &format!("unexpected {} after the end of the tree", p.describe(p.at)),
            ));
        }
        if p.nodes[root as usize].children.is_empty() && p.nodes[root as usize].value.is_none() {
            return Err(p.error_at(0, "the tree has no leaves"));
        }
        let nodes = p.nodes;
        let height = height(&nodes, root);
        let values = nodes.iter().filter_map(|n| n.value);
        let range = (values.clone().min().unwrap_or(0), values.max().unwrap_or(0));
        Ok(Tree {
            nodes,
            root,
            height,
            range,
        })
    }

    /// The number of distinct nodes (a transposition counts once).
    pub fn node_count(&self) -> usize {
        self.nodes.len()
    }

    /// The number of leaves.
    pub fn leaf_count(&self) -> usize {
        self.nodes.iter().filter(|n| n.value.is_some()).count()
    }

    /// The node's label, if it has one.
    pub fn label(&self, node: u32) -> Option<&str> {
        self.nodes[node as usize].label.as_deref()
    }

    /// The tree in the hand-typing format, labels kept, a repeated node written as its label.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        let mut written = vec![false; self.nodes.len()];
        self.write(self.root, &mut out, &mut written);
        out
    }

    fn write(&self, id: u32, out: &mut String, written: &mut [bool]) {
        let node = &self.nodes[id as usize];
        if let Some(label) = &node.label {
            if written[id as usize] {
                out.push_str(label);
                return;
            }
            let _ = write!(out, "{label}:");
        }
        written[id as usize] = true;
        match node.value {
            Some(v) => {
                let _ = write!(out, "{v}");
            }
            None => {
                out.push('(');
                for (k, &c) in node.children.iter().enumerate() {
                    if k > 0 {
                        out.push(' ');
                    }
                    self.write(c, out, written);
                }
                out.push(')');
            }
        }
    }
}

/// One node's new order of children (move ordering): the node is named by the path of move
/// indices of its first occurrence (a labelled node reached again keeps that one order), and
/// `order[i]` is the old index of the child that comes `i`-th.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct NodeOrder {
    pub path: Vec<u32>,
    pub order: Vec<u32>,
}

impl Tree {
    /// The minimax value of `node` at a ply of parity `ply & 1` (MAX at even plies).
    fn minimax_at(&self, node: u32, ply: u32, memo: &mut HashMap<(u32, u32), i32>) -> i32 {
        if let Some(&v) = memo.get(&(node, ply & 1)) {
            return v;
        }
        let n = &self.nodes[node as usize];
        let v = match n.value {
            Some(v) => v,
            None => {
                let values = n
                    .children
                    .iter()
                    .map(|&c| self.minimax_at(c, ply + 1, memo));
                if ply.is_multiple_of(2) {
                    values.max().unwrap_or(0)
                } else {
                    values.min().unwrap_or(0)
                }
            }
        };
        memo.insert((node, ply & 1), v);
        v
    }

    /// Move ordering: each inner node's children sorted by their minimax values, best first
    /// for the side to move (`best`: a MAX node's highest value first, a MIN node's lowest:
    /// Knuth and Moore's best case, where alpha-beta searches the minimal tree) or worst
    /// first. Ties keep their order. A node reached by several paths (a label used again)
    /// has one order, sorted for the side to move where it is first reached (its
    /// definition). Only the nodes whose order changes are listed, in text order.
    pub fn orders(&self, best: bool) -> Vec<NodeOrder> {
        let mut memo = HashMap::new();
        let mut seen = vec![false; self.nodes.len()];
        let mut out = Vec::new();
        let mut stack = vec![(self.root, 0u32, Vec::new())];
        while let Some((id, ply, path)) = stack.pop() {
            if std::mem::replace(&mut seen[id as usize], true) {
                continue;
            }
            let children = &self.nodes[id as usize].children;
            let values: Vec<i32> = children
                .iter()
                .map(|&c| self.minimax_at(c, ply + 1, &mut memo))
                .collect();
            // MAX wants high values first, MIN low ones; worst first is the other way
            let descending = ply.is_multiple_of(2) == best;
            // by value, ties in text order: the value as an unsigned number (i32's order),
            // flipped for descending
            let order = by_key(0..children.len() as u32, |i| {
                let v = values[i as usize] as u32 ^ (1 << 31);
                if descending {
                    !v
                } else {
                    v
                }
            });
            if order.iter().enumerate().any(|(i, &o)| i as u32 != o) {
                out.push(NodeOrder {
                    path: path.clone(),
                    order,
                });
            }
            // children pushed last first, so they are taken in text order
            for (i, &c) in children.iter().enumerate().rev() {
                let mut p = path.clone();
                p.push(i as u32);
                stack.push((c, ply + 1, p));
            }
        }
        out
    }

    /// The tree with the children of each node of `orders` put in its order (leaves
    /// numbered again, left to right).
    pub fn reordered(&self, orders: &[NodeOrder]) -> Tree {
        let mut t = self.clone();
        for o in orders {
            let mut id = t.root;
            for &i in &o.path {
                id = self.nodes[id as usize].children[i as usize];
            }
            let old = &self.nodes[id as usize].children;
            t.nodes[id as usize].children = o.order.iter().map(|&i| old[i as usize]).collect();
        }
        Tree::parse(&t.to_text()).expect("a reordered tree prints to a valid text")
    }
}

fn height(nodes: &[Node], root: u32) -> Depth {
    let mut memo = vec![None; nodes.len()];
    fn h(nodes: &[Node], id: u32, memo: &mut [Option<Depth>]) -> Depth {
        if let Some(d) = memo[id as usize] {
            return d;
        }
        let d = nodes[id as usize]
            .children
            .iter()
            .map(|&c| h(nodes, c, memo) + 1)
            .max()
            .unwrap_or(0);
        memo[id as usize] = Some(d);
        d
    }
    h(nodes, root, &mut memo)
}

impl Parser<'_> {
    fn line_col(&self, at: usize) -> (usize, usize) {
        // `get`, not `[..]`: a slice that may panic brings core's panic message with its
        // Unicode tables into the `.wasm` (docs/performance.md, "The size of the wasm")
        let before = self.text.get(..at).unwrap_or(self.text);
        let line = before.matches('\n').count() + 1;
        let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        (line, col)
    }

    fn error_at(&self, at: usize, what: &str) -> InputError {
        let (line, col) = self.line_col(at);
        InputError::new(format!("tree text, line {line}, column {col}: {what}"))
    }

    fn describe(&self, at: usize) -> String {
        match self.text.get(at..).and_then(|rest| rest.chars().next()) {
            Some(c) => format!("'{c}'"),
            None => "the end of the text".to_string(),
        }
    }

    fn skip_space(&mut self) {
        while self.at < self.bytes.len()
            && (self.bytes[self.at].is_ascii_whitespace() || self.bytes[self.at] == b',')
        {
            self.at += 1;
        }
    }

    fn node(&mut self, level: usize) -> Result<u32, InputError> {
        if level > MAX_HEIGHT {
            return Err(self.error_at(
                self.at,
                &format!("the tree is deeper than {MAX_HEIGHT} levels"),
            ));
        }
        let start = self.at;
        let label = self.label();
        if let Some(name) = &label {
            self.skip_space_only();
            if self.peek() != Some(b':') {
                // a reference to a labelled node
                return match self.labels.get(name) {
                    Some(&(id, _)) => Ok(id),
                    None => Err(self.error_at(
                        start,
                        &format!(
                            "label '{name}' is used before it is defined (write {name}:... first)"
                        ),
                    )),
                };
            }
            self.at += 1;
            self.skip_space_only();
            if let Some(&(_, first)) = self.labels.get(name) {
                let (l, c) = self.line_col(first);
                return Err(self.error_at(
                    start,
                    &format!("label '{name}' is defined twice (first at line {l}, column {c})"),
                ));
            }
        }
        let id = match self.peek() {
            Some(open @ (b'(' | b'[')) => {
                let close = if open == b'(' { b')' } else { b']' };
                self.at += 1;
                let mut children = Vec::new();
                loop {
                    self.skip_space();
                    match self.peek() {
                        Some(c) if c == close => {
                            self.at += 1;
                            break;
                        }
                        Some(b')' | b']') => {
                            return Err(self.error_at(
                                self.at,
                                &format!(
                                    "expected '{}' to close the group opened at {}",
                                    close as char,
                                    self.pos_text(start)
                                ),
                            ));
                        }
                        None => {
                            return Err(self.error_at(
                                self.at,
                                &format!(
                                    "the group opened at {} is not closed: expected '{}'",
                                    self.pos_text(start),
                                    close as char
                                ),
                            ));
                        }
                        _ => children.push(self.node(level + 1)?),
                    }
                }
                if children.is_empty() {
                    return Err(self.error_at(start, "an inner node needs at least one child"));
                }
                let first_leaf = self.nodes[children[0] as usize].first_leaf;
                self.push(Node {
                    children,
                    value: None,
                    label: label.clone(),
                    leaf_index: None,
                    first_leaf,
                })?
            }
            Some(b'-' | b'+' | b'0'..=b'9') => {
                let v = self.integer()?;
                let index = self.leaves;
                self.leaves += 1;
                self.push(Node {
                    children: Vec::new(),
                    value: Some(v),
                    label: label.clone(),
                    leaf_index: Some(index),
                    first_leaf: v,
                })?
            }
            _ => {
                return Err(self.error_at(
                    self.at,
                    &format!(
                        "expected a number, a label, '(' or '['; found {}",
                        self.describe(self.at)
                    ),
                ));
            }
        };
        if let Some(name) = label {
            self.labels.insert(name, (id, start));
        }
        Ok(id)
    }

    fn pos_text(&self, at: usize) -> String {
        let (l, c) = self.line_col(at);
        format!("line {l}, column {c}")
    }

    fn push(&mut self, node: Node) -> Result<u32, InputError> {
        if self.nodes.len() >= MAX_NODES {
            return Err(self.error_at(
                self.at,
                &format!("the tree has more than {MAX_NODES} nodes"),
            ));
        }
        self.nodes.push(node);
        Ok(self.nodes.len() as u32 - 1)
    }

    fn skip_space_only(&mut self) {
        while self.at < self.bytes.len() && self.bytes[self.at].is_ascii_whitespace() {
            self.at += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn label(&mut self) -> Option<String> {
        let start = self.at;
        if !self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
            return None;
        }
        while self
            .peek()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_')
        {
            self.at += 1;
        }
        self.text.get(start..self.at).map(String::from)
    }

    fn integer(&mut self) -> Result<i32, InputError> {
        let start = self.at;
        if matches!(self.peek(), Some(b'-' | b'+')) {
            self.at += 1;
        }
        let digits = self.at;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.at += 1;
        }
        if self.at == digits {
            return Err(self.error_at(start, "expected digits after the sign"));
        }
        if self
            .peek()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == b'.')
        {
            return Err(self.error_at(
                start,
                &format!("'{}' is not an integer", self.word_from(start)),
            ));
        }
        let text = self.text.get(start..self.at).unwrap_or_default();
        match text.parse::<i64>() {
            // a range, not `abs`: |i64::MIN| does not fit in an i64
            Ok(v) if (-MAX_VALUE..=MAX_VALUE).contains(&v) => Ok(v as i32),
            _ => Err(self.error_at(
                start,
                &format!("{text} is out of range (leaf values lie within ±{MAX_VALUE})"),
            )),
        }
    }

    fn word_from(&self, start: usize) -> &str {
        let rest = self.text.get(start..).unwrap_or_default();
        rest.split(|c: char| c.is_whitespace() || matches!(c, ',' | '(' | ')' | '[' | ']'))
            .next()
            .unwrap_or_default()
    }
}

impl Game for Tree {
    type Position = Pos;

    fn root(&self) -> Pos {
        Pos {
            node: self.root,
            ply: 0,
        }
    }

    fn move_count(&self, pos: &Pos) -> usize {
        self.nodes[pos.node as usize].children.len()
    }

    fn apply(&self, pos: &Pos, i: usize) -> Pos {
        Pos {
            node: self.nodes[pos.node as usize].children[i],
            ply: pos.ply + 1,
        }
    }

    fn evaluate(&self, pos: &Pos) -> i32 {
        let node = &self.nodes[pos.node as usize];
        node.value.unwrap_or(node.first_leaf)
    }

    fn is_max(&self, pos: &Pos) -> bool {
        pos.ply.is_multiple_of(2)
    }

    fn key(&self, pos: &Pos) -> u64 {
        // the same node at the same parity is the same position
        mix(((pos.node as u64) << 1) | (pos.ply as u64 & 1))
    }

    fn leaf_index(&self, pos: &Pos) -> Option<u64> {
        self.nodes[pos.node as usize].leaf_index
    }

    fn value_range(&self) -> (i32, i32) {
        self.range
    }

    fn full_depth(&self) -> Option<Depth> {
        Some(self.height)
    }

    fn move_label(&self, pos: &Pos, i: usize) -> String {
        let child = self.nodes[pos.node as usize].children[i];
        self.nodes[child as usize]
            .label
            .clone()
            .unwrap_or_else(|| i.to_string())
    }

    fn position_label(&self, pos: &Pos) -> Option<String> {
        self.nodes[pos.node as usize].label.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_and_hand_typed_text_give_the_same_tree() {
        let a = Tree::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
        let b = Tree::parse("((3 12 8) (2 4 6) (14 5 2))").unwrap();
        assert_eq!(a, b);
        assert_eq!(a.leaf_count(), 9);
        assert_eq!(a.full_depth(), Some(2));
    }

    #[test]
    fn a_repeated_label_is_one_position() {
        let t = Tree::parse("((a:(3 5) 4) (a 6))").unwrap();
        assert_eq!(t.node_count(), 8, "the node labelled a counts once");
        let r = t.root();
        let x = t.apply(&t.apply(&r, 0), 0);
        let y = t.apply(&t.apply(&r, 1), 0);
        assert_eq!(t.key(&x), t.key(&y));
        assert_eq!(t.to_text(), "((a:(3 5) 4) (a 6))");
    }

    #[test]
    fn errors_say_where() {
        let e = Tree::parse("[[3,12,8],[2,x4,6]]").unwrap_err().message;
        assert!(e.contains("line 1, column 14"), "{e}");
        let e = Tree::parse("[[3,12,8],\n [2,4,6]").unwrap_err().message;
        assert!(e.contains("not closed"), "{e}");
        let e = Tree::parse("(a:(1 2) a:(3 4))").unwrap_err().message;
        assert!(e.contains("defined twice"), "{e}");
        let e = Tree::parse("(b (1 2))").unwrap_err().message;
        assert!(e.contains("before it is defined"), "{e}");
        let e = Tree::parse("[[1,2],[]]").unwrap_err().message;
        assert!(e.contains("at least one child"), "{e}");
        let e = Tree::parse("[1.5]").unwrap_err().message;
        assert!(e.contains("not an integer"), "{e}");
        let e = Tree::parse("[99999999999]").unwrap_err().message;
        assert!(e.contains("out of range"), "{e}");
        // i64::MIN has no absolute value in an i64: refused like any other
        for leaf in ["-9223372036854775808", "-1000000001", "1000000001"] {
            let e = Tree::parse(&format!("[{leaf},-5]")).unwrap_err().message;
            assert!(e.contains("out of range"), "{leaf}: {e}");
        }
        let e = Tree::parse("").unwrap_err().message;
        assert!(e.contains("empty"), "{e}");
        let deep = "[".repeat(100) + "1" + &"]".repeat(100);
        assert!(Tree::parse(&deep).unwrap_err().message.contains("deeper"));
    }
}
