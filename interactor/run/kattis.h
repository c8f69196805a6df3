#pragma once

#include <string>

#include "common/solitaire/deal.h"
#include "common/verdict.h"
#include "interactor/run/console.h"

/// The judge as the output validator of a Kattis problem package (problemtools): one game
/// over the validator's own standard input and output, which the judging system connects to
/// the player.
namespace arbiter::interactor {

/// The exit statuses by which a Kattis output validator gives its verdict; any other status is
/// a judge error for the judging system.
inline constexpr int kKattisAccepted = 42;
inline constexpr int kKattisWrongAnswer = 43;

/// What a validator concludes from the player's output alone. It sees neither the player's
/// process nor a clock: the judging system that connects the two judges those.
struct ValidatorResult {
  Verdict verdict = Verdict::kWrongAnswer;  ///< kOk or kWrongAnswer.
  std::string message;                      ///< The interactor's message for the same output.
  int moves = 0;
  int score = 0;  ///< The raw score when OK, 0 otherwise.
};

/// Referees one game of `deal` with a player that reads from `to_player` and writes to
/// `from_player` (descriptors; blocking reads, no time limit). Sends the bronze layer, then a
/// reply to each legal move, exactly as the interactor does. Stops reading at `0 0` (OK, with the
/// score), at a line that breaks the protocol (WRONG_ANSWER, with the interactor's message), or
/// at the end of the player's output (WRONG_ANSWER: "the bot's output ended without 0 0 after N
/// moves"; the interactor, which sees the process, says how it ended instead). A write that
/// fails (the player is gone) is ignored: the end of its output decides. SIGPIPE must be ignored.
ValidatorResult validate(const solitaire::Deal& deal, int from_player, int to_player);

/// The arguments problemtools gives an output validator.
struct KattisFiles {
  std::string input;         ///< The test's input: an official `.in` file (`alphabet P seed`).
  std::string answer;        ///< The test's answer file: not read (Y plays no part in a game).
  std::string feedback_dir;  ///< An existing directory for judgemessage.txt and score.txt.
};

/// `--kattis`: the interactor as a Kattis output validator of the interactive problem. Deals
/// `files.input` as the official judge does, plays over standard input (the player's output)
/// and standard output (its input), writes `VERDICT: message` to judgemessage.txt and the raw
/// score to score.txt in the feedback directory, and returns kKattisAccepted or
/// kKattisWrongAnswer. After `0 0` it closes its standard output and reads the player's to its
/// end, so that a player writing after `0 0` never meets a closed pipe. A failure of the judge's
/// own is never 42 or 43: a defective input throws ParseError (65), an input that cannot be
/// opened returns 66, a feedback directory that does not exist or files that cannot be created
/// 73, a failed write of them 74, each after saying why on `in.err`.
int run_kattis(const KattisFiles& files, const Console& in);

}  // namespace arbiter::interactor
