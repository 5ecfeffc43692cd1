//! A backend's deployment search as steps the pipeline runs one after the other: the backend
//! says what to run next and, at the end, which run is the answer; the pipeline ranks,
//! measures and writes each step without knowing which runtime it is.

use super::MeasureError;
use crate::model::Model;
use crate::options::Options;
use crate::report::ScheduleReport;

/// One run the pipeline makes: rank the candidates of a graph, measure the top k on the
/// step's device, write and report, all as `options` say.
#[derive(Debug)]
pub struct Step {
    /// The run's options: its device, its share of the budget, where its files go.
    pub options: Options,
    /// The graph scheduled where it is not the user's file: one the runtime made of it (ONNX
    /// Runtime's optimised graph), loaded once, with what reports call it.
    pub graph: Option<(Model, String)>,
    /// Candidates are judged against the user's file by the proxy and, where measured, as
    /// the runtime's defaults run it; off where the search measures the file next to them.
    pub against_user_file: bool,
    /// The device measures only where the proxy's best candidate costs less; otherwise the
    /// proxy's choice is written and reported, with no device run.
    pub measure_below: Option<f64>,
    /// A failure leaves this step out instead of ending the run.
    pub may_fail: bool,
}

impl Step {
    /// The run `options` ask for, on the user's file.
    pub fn of(options: &Options) -> Step {
        Step {
            options: options.clone(),
            graph: None,
            against_user_file: true,
            measure_below: None,
            may_fail: false,
        }
    }
}

/// The steps of a search and the choice among their runs.
pub trait Search {
    /// The next step, or `None` when the search is done.
    fn next(&mut self) -> Result<Option<Step>, MeasureError>;
    /// What the run of `step` gave; an error only for a step that may fail.
    fn record(&mut self, step: Step, outcome: Result<ScheduleReport, String>);
    /// The chosen run's report, its files where the user asked.
    fn finish(self: Box<Self>) -> Result<ScheduleReport, MeasureError>;
}

/// A search of one step: the run the options ask for.
pub struct OneStep {
    step: Option<Step>,
    report: Option<Result<ScheduleReport, String>>,
}

impl OneStep {
    pub fn new(step: Step) -> OneStep {
        OneStep {
            step: Some(step),
            report: None,
        }
    }
}

impl Search for OneStep {
    fn next(&mut self) -> Result<Option<Step>, MeasureError> {
        Ok(self.step.take())
    }
    fn record(&mut self, _step: Step, outcome: Result<ScheduleReport, String>) {
        self.report = Some(outcome);
    }
    fn finish(self: Box<Self>) -> Result<ScheduleReport, MeasureError> {
        match self.report {
            Some(Ok(report)) => Ok(report),
            Some(Err(e)) => Err(MeasureError::Nothing(e)),
            None => Err(MeasureError::Nothing("the run was not made".into())),
        }
    }
}
