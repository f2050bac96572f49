//! The command line's flags: `--name value`, `--name=value` and switches, each at most
//! once; a mistake is one line naming the flag.

/// Where an error about flags sends the user for the whole usage.
pub const HELP: &str = "(--help lists the options)";

/// The parsed `--flag value` pairs, each flag at most once.
pub struct Flags {
    pairs: Vec<(String, Option<String>)>,
}

impl Flags {
    pub fn parse(args: &[String], with_value: &[&str], switches: &[&str]) -> Result<Flags, String> {
        let mut pairs: Vec<(String, Option<String>)> = Vec::new();
        let mut i = 0;
        while i < args.len() {
            let a = &args[i];
            let name = a
                .strip_prefix("--")
                .ok_or_else(|| format!("unexpected argument '{}' {HELP}", a))?;
            let (name, inline) = match name.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (name, None),
            };
            if pairs.iter().any(|(n, _)| n == name) {
                return Err(format!("--{} is given twice", name));
            }
            if switches.contains(&name) {
                if inline.is_some() {
                    return Err(format!("--{name} takes no value (got '{}')", a));
                }
                pairs.push((name.to_string(), None));
            } else if with_value.contains(&name) {
                let value = match inline {
                    Some(v) => v,
                    None => {
                        i += 1;
                        args.get(i)
                            .cloned()
                            .ok_or_else(|| format!("--{name} needs a value"))?
                    }
                };
                pairs.push((name.to_string(), Some(value)));
            } else {
                return Err(format!("unknown option --{} {HELP}", name));
            }
            i += 1;
        }
        Ok(Flags { pairs })
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.pairs
            .iter()
            .find(|(n, _)| n == name)
            .and_then(|(_, v)| v.as_deref())
    }

    pub fn has(&self, name: &str) -> bool {
        self.pairs.iter().any(|(n, _)| n == name)
    }

    pub fn required(&self, name: &str) -> Result<&str, String> {
        self.get(name)
            .ok_or_else(|| format!("--{name} is required {HELP}"))
    }

    /// The value of `--name`, if given, as comma-separated numbers; a bad item is named
    /// with `what` (e.g. "not a depth (expected D1,D2, e.g. 3,4)").
    pub fn list<T: std::str::FromStr>(
        &self,
        name: &str,
        what: &str,
    ) -> Result<Option<Vec<T>>, String> {
        self.get(name).map(|v| list(name, v, what)).transpose()
    }

    pub fn int<T: std::str::FromStr>(&self, name: &str) -> Result<Option<T>, String> {
        self.get(name)
            .map(|v| {
                v.trim()
                    .parse::<T>()
                    .map_err(|_| format!("--{name}: '{}' is not a valid integer", v))
            })
            .transpose()
    }
}

/// `text` as comma-separated numbers, for the flag `--name`; a bad item is "'x' is `what`".
pub fn list<T: std::str::FromStr>(name: &str, text: &str, what: &str) -> Result<Vec<T>, String> {
    text.split(',')
        .map(|x| {
            x.trim()
                .parse::<T>()
                .map_err(|_| format!("--{name}: '{}' is {what}", x))
        })
        .collect()
}

/// A comma-separated list of depths, each `D` or a range `A..B` (at most 64 depths), in
/// increasing order, each once.
pub fn depth_list(text: &str) -> Result<Vec<u32>, String> {
    let bad = |item: &str| {
        format!(
            "--depths: '{}' is not a depth or a range A..B (e.g. 2,3,4 or 2..5)",
            item
        )
    };
    let mut depths = Vec::new();
    for item in text.split(',') {
        let item = item.trim();
        let number = |x: &str| x.trim().parse::<u32>().map_err(|_| bad(item));
        match item.split_once("..") {
            Some((a, b)) => {
                let (a, b) = (number(a)?, number(b)?);
                if a > b {
                    return Err(format!("--depths: the range {} is empty", item));
                }
                if b - a >= 64 {
                    return Err(format!(
                        "--depths: the range {} holds more than 64 depths",
                        item
                    ));
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
