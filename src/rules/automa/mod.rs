//! The two automas of the solo variant: the Genetic Farmers (STO) and the Slavers (STS).
//! Their behaviour is systems that read the tables in `assets/rules/automa.ron`, query
//! the world and record each decision.

mod answers;
mod events;
mod fleets;
mod growth;
mod movement;
mod setup;

pub use answers::*;
pub use events::*;
pub use fleets::*;
pub use growth::*;
pub use movement::*;
pub use setup::*;
