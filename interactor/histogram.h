#pragma once

#include <string>
#include <string_view>

#include "interactor/statistics.h"

namespace arbiter::interactor {

/// An SVG image of the score distribution: one bar chart per alphabet (in the order the
/// alphabets first appear), stacked vertically, each with at most 30 bins of equal integer
/// width spanning its lowest to its highest score, the bin counts on the bars, the score range
/// on the axis, and a title with the number of games and the mean. Non-OK games count as 0.
/// A complete standalone document; an empty tally gives a document that says so. Text from
/// the results (alphabet names, which a merge reads from files) is escaped for XML.
std::string histogram_svg(const ScoreTally& tally);

/// `text` with &, <, >, " and ' replaced by XML character references.
std::string xml_escape(std::string_view text);

}  // namespace arbiter::interactor
