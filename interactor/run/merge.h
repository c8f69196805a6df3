#pragma once

#include <functional>
#include <optional>
#include <string>

#include "common/reader.h"
#include "interactor/core/paired.h"
#include "interactor/run/console.h"

namespace arbiter::interactor {

/// Calls `read` with a Reader over each input in turn and returns the exit status of the
/// reading: the command line's cli::read_inputs, kept out of this library.
using InputReader = std::function<int(const std::function<void(Reader&)>& read)>;

/// `--merge`: reads JSON result lines from the inputs and prints their summary on
/// `in.readable()` (and the histogram to the file `histogram`, if given). A defective or
/// inconsistent line, or the same game twice, is a ParseError at its place (65); no line at all
/// exits 66. Otherwise exit_code_for the worst verdict merged, as in play(). Remembers each
/// game's name, to catch duplicates. Summary lines ("summary") and warnings ("warning") are
/// skipped. The games of a paired run (with "bot") give the paired summary, their pairs added
/// in deal order (with `sprt`, up to the pair where the test decides); such games mixed with
/// others, or a game without its partner, are defective input (65). `sprt` without paired
/// games is a usage error.
int merge(const std::optional<std::string>& histogram, const std::optional<SprtSettings>& sprt,
          const InputReader& read_inputs, const Console& in);

}  // namespace arbiter::interactor
