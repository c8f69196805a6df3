#pragma once

#include <string>
#include <string_view>

#include "interactor/core/paired.h"
#include "interactor/core/statistics.h"

namespace arbiter::interactor {

/// Whether an SVG image has a fixed size only, or also a viewBox that lets a style scale it.
enum class SvgScaling { kFixed, kScalable };

/// An SVG image of the score distribution: one bar chart per alphabet (in the summary's
/// order), stacked vertically, all on one score axis so that alphabets compare at a glance. The
/// axis runs from the lowest score of all the games to the highest, widened to multiples of a
/// round tick step (1, 2 or 5 times a power of ten, at most 8 steps and at least 5), labelled at
/// each step, and is cut into at most 40 bins of one round width that divides the step. Each
/// chart has a count axis ("games", ticks at round steps up to the first at or above its
/// fullest bin), a bar per non-empty bin (its score range and count as a tooltip, the count on
/// it when the bar is wide enough), its mean as a dashed line, and a title with the number of
/// games ("1 game", "2 games"), the mean and the median. Non-OK games count as 0. A complete
/// standalone document; an empty tally gives a document that says so. Text from the results
/// (alphabet names, which a merge reads from files) is escaped for XML. With kScalable the
/// image also has a viewBox of its size, so that a page's style can scale it.
std::string histogram_svg(const ScoreTally& tally, SvgScaling scaling = SvgScaling::kFixed);

/// The SVG image of a paired run: a row per alphabet with three charts side by side, the
/// candidate's scores, the baseline's (both on one score axis) and the paired differences
/// (candidate − baseline, on their own axis), each drawn as histogram_svg draws an alphabet.
std::string paired_histogram_svg(const PairedTally& tally);

/// `text` with &, <, >, " and ' replaced by XML character references.
std::string xml_escape(std::string_view text);

}  // namespace arbiter::interactor
