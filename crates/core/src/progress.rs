//! How far a long run is, for whoever shows it: the CLI draws an `indicatif` bar, the Python
//! package calls the user's function (or prints one line). The library only reports; a run
//! without an observer pays one branch per report.

use std::fmt;
use std::sync::Arc;

/// One report: the stage (`measure ort:all`, `deployment 2/4`), how much of it is done
/// (0 to 1), and a detail for people (`round 7, 4 candidates`).
#[derive(Debug, Clone, PartialEq)]
pub struct Step<'a> {
    pub stage: &'a str,
    pub fraction: f64,
    pub detail: &'a str,
}

/// A function that shows a report; shared by every clone of a `Progress`.
type Observer = Arc<dyn Fn(&Step) + Send + Sync>;

/// The observer a run reports to; cloning shares it. The default observes nothing.
#[derive(Clone, Default)]
pub struct Progress(Option<Observer>);

impl Progress {
    pub fn new(observer: impl Fn(&Step) + Send + Sync + 'static) -> Progress {
        Progress(Some(Arc::new(observer)))
    }

    pub fn report(&self, stage: &str, fraction: f64, detail: &str) {
        if let Some(observe) = &self.0 {
            observe(&Step {
                stage,
                fraction: fraction.clamp(0.0, 1.0),
                detail,
            });
        }
    }
}

impl fmt::Debug for Progress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if self.0.is_some() {
            "Progress(observed)"
        } else {
            "Progress(none)"
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    #[test]
    fn reports_reach_the_observer_clamped() {
        let seen = Arc::new(Mutex::new(Vec::new()));
        let sink = seen.clone();
        let p =
            Progress::new(move |s| sink.lock().unwrap().push((s.stage.to_string(), s.fraction)));
        p.clone().report("measure", 1.5, "");
        p.report("measure", 0.25, "round 1");
        Progress::default().report("nobody", 0.5, "");
        assert_eq!(
            *seen.lock().unwrap(),
            [("measure".to_string(), 1.0), ("measure".to_string(), 0.25)]
        );
    }
}
