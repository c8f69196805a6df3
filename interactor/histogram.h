#pragma once

#include <span>
#include <string>

#include "interactor/result.h"

namespace arbiter::interactor {

/// An SVG image of the score distribution: one bar chart per alphabet (in the order the
/// alphabets first appear), stacked vertically, each with at most 30 bins of equal integer
/// width spanning its lowest to its highest score, the bin counts on the bars, the score range
/// on the axis, and a title with the number of games and the mean. Non-OK games count as 0.
/// A complete standalone document; empty `results` give a document that says so.
std::string histogram_svg(std::span<const GameResult> results);

}  // namespace arbiter::interactor
