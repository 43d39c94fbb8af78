//! Scenarios: a board position in a RON file, run to a stop point.
pub fn run_file(
    _rules: &crate::rules::data::RulesData,
    _file: &std::path::Path,
) -> Result<ScenarioOutput, String> {
    Err("scenarios are not implemented yet".into())
}
pub struct ScenarioOutput;
impl serde::Serialize for ScenarioOutput {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_unit()
    }
}
impl ScenarioOutput {
    pub fn to_text(&self) -> String {
        String::new()
    }
}
