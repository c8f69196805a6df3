#include "simulators/go/input_format.h"

#include <algorithm>
#include <cctype>

#include "simulators/go/judge_format.h"
#include "simulators/go/sgf.h"

namespace arbiter::go {

InputFormat detect_format(std::string_view source, bool sgf_requested) {
  constexpr std::string_view kSgfSuffix = ".sgf";
  const bool sgf_name =
      source.size() >= kSgfSuffix.size() &&
      std::equal(kSgfSuffix.begin(), kSgfSuffix.end(), source.end() - kSgfSuffix.size(),
                 [](char a, char b) { return a == std::tolower(static_cast<unsigned char>(b)); });
  return sgf_requested || sgf_name ? InputFormat::kSgf : InputFormat::kJudge;
}

void for_each_game(Reader& reader, InputFormat format,
                   const std::function<void(const Game&)>& on_game) {
  for_each_record(reader, format, [&](const Game& game, const RecordInfo&) { on_game(game); });
}

void for_each_record(Reader& reader, InputFormat format,
                     const std::function<void(const Game&, const RecordInfo&)>& on_record) {
  reader.skip_byte_order_mark();
  if (format == InputFormat::kSgf) {
    read_sgf_collection(reader,
                        [&](const SgfRecord& record) { on_record(record.game, record.info); });
    return;
  }
  const RecordInfo judge_case;  // The judge format says nothing beyond its stones.
  while (const auto game = read_judge_case(reader)) on_record(*game, judge_case);
}

}  // namespace arbiter::go
