//! What is being chosen in the side panel before it is sent: trading partners' levels,
//! growth counters, where growth actions apply, fleet pieces. Dropped when the device
//! goes to another person.

use crate::rules::model::*;
use crate::rules::player::*;
use bevy::prelude::*;
use hexx::Hex;

/// The level each trading partner who lets you choose would learn from you (another
/// person, or an automa whose rules say so), as chosen in the trading panel.
#[derive(Resource, Debug, Clone, Default)]
pub struct TradeForm {
    pub give: Vec<(Seat, Field)>,
}

/// Counters being chosen in the growth selection.
#[derive(Resource, Debug, Clone, Default)]
pub struct GrowthForm {
    pub selection: GrowthSelection,
}

/// Where growth actions apply, being chosen.
#[derive(Resource, Debug, Clone, Default)]
pub struct ResolveForm {
    pub gain: Vec<Hex>,
    /// Stars taken with your people's free gains.
    pub free_gain: Vec<Hex>,
    /// Primitive stars your people turns advanced.
    pub upgrade: Vec<Hex>,
    /// Your stars where a ship becomes population (your people's).
    pub ships_to_population: Vec<Hex>,
    /// Discs of your stars turned into ships (your people's).
    pub population_to_ships: Vec<(Hex, u32)>,
    /// The field to take first with a faction's star you gain.
    pub take_field: Vec<(Hex, Field)>,
    /// Population to teleport (Propulsion 5+): from, to, discs.
    pub teleport: Vec<(Hex, Hex, u32)>,
    /// The star a teleport is being sent from.
    pub teleport_from: Option<Hex>,
    /// Your stars to get the Genetics bonus first, in the order clicked.
    pub bonus_first: Vec<Hex>,

    pub build: Vec<(Hex, u32)>,
    pub cancel: Option<(Seat, usize)>,
    /// The order of your actions (empty: the default).
    pub order: Vec<crate::rules::player::Oval>,
    /// Filled for this selection already.
    pub ready: bool,
    /// "Resolve growth" was pressed with a Gain Star unused while a star could still be
    /// gained: the panel asks before resolving.
    pub confirm_unused_gain: bool,
}

/// The number of pieces chosen in the fleet tools.
#[derive(Resource, Debug, Clone, Default)]
pub struct FleetForm {
    pub ships: u32,
}

/// Drops whatever was being chosen in the panel (the device goes to another person).
pub fn reset_forms(world: &mut World) {
    world.insert_resource(GrowthForm::default());
    world.insert_resource(ResolveForm::default());
    world.insert_resource(FleetForm::default());
    world.insert_resource(TradeForm::default());
}
