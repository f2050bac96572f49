//! The command line's values: integers, comma-separated lists, depth lists and ranges, each
//! read by a parser that clap calls (cli.rs). An error says what is wrong with the value;
//! `errors.rs` puts the flag's name before it ("--depths: 'x' is not a depth or …").

/// A comma-separated list, one value to clap (a `Vec` field would be a repeated flag).
pub type Ints<T = i32> = Vec<T>;

/// An integer, spaces around it allowed.
pub fn int<T: std::str::FromStr>(text: &str) -> Result<T, String> {
    text.trim()
        .parse::<T>()
        .map_err(|_| format!("'{text}' is not a valid integer"))
}

/// `text` as comma-separated numbers; a bad item is "'x' is `what`".
pub fn list<T: std::str::FromStr>(text: &str, what: &str) -> Result<Vec<T>, String> {
    text.split(',')
        .map(|x| {
            x.trim()
                .parse::<T>()
                .map_err(|_| format!("'{x}' is {what}"))
        })
        .collect()
}

/// A comma-separated list of depths, each `D` or a range `A..B` (at most 64 depths), in
/// increasing order, each once.
pub fn depth_list(text: &str) -> Result<Ints<u32>, String> {
    let bad = |item: &str| format!("'{item}' is not a depth or a range A..B (e.g. 2,3,4 or 2..5)");
    let mut depths = Vec::new();
    for item in text.split(',') {
        let item = item.trim();
        let number = |x: &str| x.trim().parse::<u32>().map_err(|_| bad(item));
        match item.split_once("..") {
            Some((a, b)) => {
                let (a, b) = (number(a)?, number(b)?);
                if a > b {
                    return Err(format!("the range {item} is empty"));
                }
                if b - a >= 64 {
                    return Err(format!("the range {item} holds more than 64 depths"));
                }
                depths.extend(a..=b);
            }
            None => depths.push(number(item)?),
        }
    }
    depths.sort_unstable();
    depths.dedup();
    Ok(depths)
}

/// `kalah-match --depths D1,D2`: player 1's depth and player 2's.
pub type DepthPair = [u32; 2];

pub fn depth_pair(text: &str) -> Result<DepthPair, String> {
    let parsed: Vec<u32> = list(text, "not a depth (expected D1,D2, e.g. 3,4)")?;
    let [d1, d2] = parsed[..] else {
        return Err(format!("expected two depths D1,D2, got '{text}'"));
    };
    Ok([d1, d2])
}

/// `--kalah PITS,SEEDS`.
pub fn kalah_size(text: &str) -> Result<(u32, u32), String> {
    let parsed: Vec<u32> = list(text, "not a number (expected PITS,SEEDS, e.g. 6,6)")?;
    let [pits, seeds] = parsed[..] else {
        return Err(format!("expected PITS,SEEDS (e.g. 6,6), got '{text}'"));
    };
    Ok((pits, seeds))
}

/// `--range MIN,MAX`.
pub fn range(text: &str) -> Result<(i32, i32), String> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    let [lo, hi] = parts[..] else {
        return Err(format!("expected MIN,MAX (e.g. -20,20), got '{text}'"));
    };
    let int = |v: &str| {
        v.parse::<i32>()
            .map_err(|_| format!("'{v}' is not a valid integer"))
    };
    Ok((int(lo)?, int(hi)?))
}

/// `--random B,D,SEED`: a random tree's branching, depth and seed.
#[derive(Clone, Copy)]
pub struct Shape {
    pub branching: u32,
    pub depth: u32,
    pub seed: u64,
}

impl Shape {
    pub fn parse(spec: &str) -> Result<Shape, String> {
        let parts: Vec<&str> = spec.split(',').map(str::trim).collect();
        let [b, d, seed] = parts[..] else {
            return Err(format!(
                "expected BRANCHING,DEPTH,SEED (e.g. 3,4,1), got '{spec}'"
            ));
        };
        let number = |what: &str, v: &str| {
            v.parse::<u64>()
                .map_err(|_| format!("the {what} '{v}' is not a whole number"))
        };
        let (b, d, seed) = (
            number("branching", b)?,
            number("depth", d)?,
            number("seed", seed)?,
        );
        Ok(Shape {
            branching: u32::try_from(b).map_err(|_| format!("branching {b} is too large"))?,
            depth: u32::try_from(d).map_err(|_| format!("depth {d} is too large"))?,
            seed,
        })
    }
}
