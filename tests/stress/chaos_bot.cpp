// The soak test's chaos bot: it reads the board, computes its plan from it (chaos.h), plays the
// plan's quick moves (the lowest legal cell each time) and then misbehaves as planned. It
// appends "PID START_TIME" of itself and of every helper it starts to the file given as its
// argument, so that the driver can check that none survives the run.
#include <array>
#include <csignal>
#include <cstdio>
#include <cstdlib>

#include "tests/stress/bot_moves.h"

namespace {

using namespace arbiter;
using namespace arbiter::stress;

void send_huge_line() {
  const std::string chunk(1 << 16, kHugeByte);
  for (int i = 0; i < 64; ++i) {
    if (!send(chunk)) return;
  }
}

// The behaviours that write `0 0` (and maybe more). Returns the exit status, or -1 when
// `behaviour` is not one of them. A helper records itself in `record_path`.
int stop(Behaviour behaviour, const char* record_path) {
  switch (behaviour) {
    case Behaviour::kStop:
      return send("0 0\n") ? 0 : 9;
    case Behaviour::kStopSpaced:
      return send(" 0\t0 \r\n") ? 0 : 9;
    case Behaviour::kStopNoNewline:
      return send("0 0") ? 0 : 9;
    case Behaviour::kStopThenOutput:
      send("0 0\nmore\n1 1\n\n");
      send(std::string(1 << 20, 'x'));
      return 0;
    case Behaviour::kStopThenFail:
      send("0 0\n");
      return 2;
    case Behaviour::kStopThenAbort:
      send("0 0\n");
      std::abort();
    case Behaviour::kStopAndLinger:
      send("0 0\n");
      sleep_until_killed();
    case Behaviour::kStopLeavingStray:
      start_helper(record_path, true);
      send("0 0\n");
      return 0;
    default:
      return -1;
  }
}

// The behaviours that write a line the judge must refuse, or a last move without '\n'.
// Returns the exit status, or -1 when `plan.behaviour` is not one of them.
int break_protocol(const Plan& plan, const solitaire::Position& position) {
  switch (plan.behaviour) {
    case Behaviour::kGarbage:
      return send(garbage_line(plan) + "\n") ? 0 : 9;
    case Behaviour::kBinary:
      return send(binary_line(plan) + "\n") ? 0 : 9;
    case Behaviour::kOffBoard:
      return send(off_board_line(plan) + "\n") ? 0 : 9;
    case Behaviour::kIllegal:
      return send(move_text(illegal_cell(position), false)) ? 0 : 9;
    case Behaviour::kHugeLine:
      send_huge_line();
      return 0;
    case Behaviour::kMoveNoNewlineExit: {
      const int cell = next_cell(position);
      send(cell < 0 ? "0 0" : move_text(cell, false, false));
      return 0;
    }
    default:
      return -1;
  }
}

// The behaviours that end without `0 0`: exit, crash, close the output, stall.
int end_badly(const Plan& plan, Input& input, solitaire::Position& position,
              const char* record_path) {
  const int cell = next_cell(position);
  switch (plan.behaviour) {
    case Behaviour::kExit:
      return plan.status;
    case Behaviour::kAbort:
      std::abort();
    case Behaviour::kSegv:
      // Neither fails for a valid signal number.
      static_cast<void>(std::signal(SIGSEGV, SIG_DFL));
      static_cast<void>(std::raise(SIGSEGV));
      return 9;
    case Behaviour::kCloseOutput:
      ::close(STDOUT_FILENO);
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
      return 4;
    case Behaviour::kCloseOutputAndStay:
      ::close(STDOUT_FILENO);
      sleep_until_killed();
    case Behaviour::kExitLeavingHelper:
      start_helper(record_path, false);
      return 3;
    case Behaviour::kNeverFlush: {
      static std::array<char, 1024> buffer{};
      // If either fails, the move is lost or sent: the judge's verdict shows which.
      static_cast<void>(std::setvbuf(stdout, buffer.data(), _IOFBF, buffer.size()));
      static_cast<void>(std::fputs(move_text(cell < 0 ? 0 : cell, false).c_str(), stdout));
      std::string reply;
      input.line(reply);  // Never comes: the move was never sent.
      return 9;
    }
    case Behaviour::kSlowTotal:
      if (cell < 0) return send("0 0\n") ? 0 : 9;
      std::this_thread::sleep_for(std::chrono::milliseconds(kSlowPauseMs));
      play(input, position, cell, false);
      sleep_until_killed();
    default:  // kStall.
      sleep_until_killed();
  }
}

// What the plan does after the quick moves. Returns the exit status, when it returns.
int misbehave(const Plan& plan, Input& input, solitaire::Position& position,
              const char* record_path) {
  if (const int status = stop(plan.behaviour, record_path); status >= 0) return status;
  if (const int status = break_protocol(plan, position); status >= 0) return status;
  return end_badly(plan, input, position, record_path);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) return 9;
  const char* record_path = argv[1];
  record_process(record_path);
  Input input;
  std::string opening;
  if (!input.lines(solitaire::kSide, opening)) return 9;
  std::optional<solitaire::Position> position = read_opening(opening);
  if (!position) return 9;
  const Plan plan = plan_for(opening);
  const bool spaced = plan.behaviour == Behaviour::kStopSpaced;
  for (int move = 0; move < plan.quick_moves; ++move) {
    const int cell = next_cell(*position);
    if (cell < 0) break;
    if (!play(input, *position, cell, spaced)) return 9;
  }
  return misbehave(plan, input, *position, record_path);
}
