#pragma once

#include <functional>
#include <ostream>
#include <string>

#include "common/reader.h"
#include "simulators/snooker/record.h"

namespace arbiter::snooker {

/// The judge format's limits (HDU 3719): at most 200 frames, names of at most 20 letters.
inline constexpr int kMaxFrames = 200;
inline constexpr std::size_t kMaxNameLength = 20;

/// Called after each event of a frame is read and refereed; `frame` holds the events so far,
/// the new one last.
using EventObserver = std::function<void(const FrameRecord& frame, const EventRecord& event)>;

/// Reads the first line of a judge input: the number of frames T (1..200). Skips a UTF-8 byte
/// order mark and blank lines before it.
int read_frame_count(Reader& reader);

/// Reads frame `number` of `count`: the players' line, then events until the frame is over,
/// refereeing each and calling `on_event` (may be empty) after it. Blank lines and extra spaces
/// are tolerated anywhere; a player's name is recognised only right after a Tie. Throws a
/// ParseError at the exact token for every defect: an unknown ball, a stroke impossible on the
/// table, a Play again that does not follow a foul, a name line where none is expected or a
/// name that is not a player, a bad or repeated player name, a missing frame, the input ending
/// inside the frame. When `previous_ended_on_foul` (frame number - 1 ended on a foul), a players'
/// line `Play again` is reported as a misplaced Play again instead of read as two names.
FrameRecord read_frame(Reader& reader, int number, int count, const EventObserver& on_event,
                       bool previous_ended_on_foul = false);

/// Requires nothing but whitespace after frame `count`, the last one. When `last_ended_on_foul`,
/// a `Play again` line there is reported as such rather than as mere extra data.
void expect_end_of_frames(Reader& reader, int count, bool last_ended_on_foul = false);

/// Reads a whole judge input, calling `on_event` after each event and `on_frame` when a frame
/// is complete, before the next one is read (so results reach the caller before a later defect
/// stops the input).
void for_each_frame(Reader& reader, const EventObserver& on_event,
                    const std::function<void(const FrameRecord&)>& on_frame);

/// Writes `Frame K` (after a blank line unless K is 1) and the break-off turn line.
void write_judge_header(std::ostream& out, const FrameRecord& frame);

/// Writes the judge-format lines of one event: `Foul!`, the score, `Respot ...`, the winner or
/// `Tie`, and the turn line, each when it applies.
void write_judge_event(std::ostream& out, const FrameRecord& frame, const EventRecord& event);

/// Writes a whole frame: the header, then every event.
void write_judge_frame(std::ostream& out, const FrameRecord& frame);

}  // namespace arbiter::snooker
