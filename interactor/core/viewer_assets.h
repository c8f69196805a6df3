#pragma once

#include <string_view>

/// The replay viewer's script and style (interactor/viewer/), compiled into the binary by the
/// build (viewer/embed.cmake), so that a page needs no file beside it.
namespace arbiter::interactor::viewer {

extern const std::string_view kStyle;         ///< viewer.css: both pages.
extern const std::string_view kRulesScript;   ///< solitaire.js: the rules and the scoring.
extern const std::string_view kReplayScript;  ///< replay.js: one game's viewer.
extern const std::string_view kIndexScript;   ///< index.js: a benchmark's index.

}  // namespace arbiter::interactor::viewer
