//! The one integration-test binary: the differential corpus against Node,
//! IR snapshots and diagnostics snapshots. One binary links once.

mod corpus;
mod diagnostics;
mod difference;
mod ir;
mod linear;
mod size;
mod support;
