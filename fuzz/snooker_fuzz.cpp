// Fuzzes snooker-referee's work on one input without its command line: the judge-format reader
// refereeing every stroke, then every output the tool can write (the judge format, JSON lines,
// the --explain lines).
//
// Property: the input is refereed to its end or stops at a well-formed ParseError
// (fuzz_support.h); every frame handed out is complete and replays to the same decisions on a
// fresh Frame whose invariants hold after every event; every output ends with its line break.
#include <cstdint>
#include <sstream>
#include <string>

#include "fuzz/fuzz_support.h"
#include "simulators/snooker/explain.h"
#include "simulators/snooker/json_format.h"
#include "simulators/snooker/judge_format.h"

namespace {

using namespace arbiter;
using namespace arbiter::snooker;
using fuzz::require;

// Replays `record` on a new Frame: each event must be possible, decide the same and keep the
// invariants (check_invariants throws std::logic_error, which the fuzzer reports as a crash).
void replay(const FrameRecord& record) {
  Frame frame;
  for (const EventRecord& event : record.events) {
    require(!frame.over(), "an event after the end of the frame");
    require(!frame.defect(event.event), "a refereed event is impossible on replay");
    require(frame.apply(event.event) == event.decisions, "a replay decides otherwise");
    frame.check_invariants();
  }
  require(frame.over(), "a frame handed out before its end");
}

void check_text(const std::string& text, std::string_view what) {
  require(!text.empty() && text.back() == '\n', what, "does not end with a line break");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string input = fuzz::as_text(data, size);
  std::istringstream stream(input);
  Reader reader(stream, std::string(fuzz::kSource));
  const EventObserver explain = [](const FrameRecord& frame, const EventRecord& event) {
    const std::string line = explain_event(frame, event);
    require(!line.empty() && line.find('\n') == std::string::npos,
            "an --explain line is not one line", line);
  };
  try {
    for_each_frame(reader, explain, [&reader](const FrameRecord& frame) {
      replay(frame);
      std::ostringstream judge;
      write_judge_frame(judge, frame);
      check_text(judge.str(), "a judge-format frame");
      std::ostringstream json;
      write_json_frame(json, reader.source(), frame);
      check_text(json.str(), "a JSON frame");
      require(json.str().find('\n') == json.str().size() - 1, "a JSON frame is not one line");
    });
  } catch (const ParseError& error) {
    fuzz::check_parse_error(error, input);
  }
  return 0;
}
