#pragma once

#include <string_view>
#include <vector>

#include "common/solitaire/piece.h"

/// The solitaire tools' alphabet options, checked where the command line is read: the
/// interactor's --alphabet A, the bot's and the trainer's --alphabets A,B,... A bad value is a
/// cli::UsageError (exit 64) saying which letters and why.
namespace arbiter::cli {

/// --alphabet A: the alphabet `letters`; else UsageError "--alphabet LETTERS: why".
solitaire::Alphabet alphabet_option(std::string_view letters);

/// --alphabets A,B,...: the alphabets of the comma-separated `text` (cli::split_commas), in the
/// order given; else UsageError "--alphabets: 'LETTERS': why" for one that is not an alphabet,
/// or "--alphabets: 'LETTERS' twice" for one given twice (in any order of its letters).
std::vector<solitaire::Alphabet> alphabets_option(std::string_view text);

}  // namespace arbiter::cli
