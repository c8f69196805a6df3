#include "interactor/core/histogram.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "common/text.h"

namespace arbiter::interactor {

namespace {

constexpr int kWidth = 760;
constexpr int kPanelHeight = 200;
constexpr int kMarginLeft = 60;   // Room for the count axis's labels.
constexpr int kMarginRight = 20;  // Room for the last score label.
constexpr int kTitleHeight = 34;
constexpr int kPlotHeight = 120;
constexpr int kPlotWidth = kWidth - kMarginLeft - kMarginRight;
constexpr int kMostBins = 40;
constexpr int kMostScoreTicks = 8;
constexpr int kMostCountTicks = 4;
constexpr const char* kMeanColour = "#c0392b";
// Bars narrower than this carry no count: the count axis gives it.
constexpr double kLabelledBarWidth = 14;

// The smallest 1, 2 or 5 times a power of ten that is at least `at_least` (>= 1).
long long nice_step(long long at_least) {
  for (long long power = 1;; power *= 10) {
    for (const long long step : {power, 2 * power, 5 * power}) {
      if (step >= at_least) return step;
    }
  }
}

// `value` rounded down to a multiple of `step` (> 0), also below zero.
long long floor_to(long long value, long long step) {
  const long long quotient = value / step;
  return (quotient * step > value ? quotient - 1 : quotient) * step;
}

// The score scale shared by every panel, from the lowest score of all the games to the
// highest: it starts and ends at multiples of a round tick step (1, 2 or 5 times a power of
// ten; at most kMostScoreTicks steps, at least kFewestScoreSteps), and is cut into bins of the
// smallest round width that divides the step and leaves at most kMostBins bins. Long long
// throughout: a merge may read scores spanning the whole int range.
struct ScoreScale {
  long long low = 0;   // The first bin's lowest score.
  long long high = 1;  // One past the last bin's highest score.
  long long tick = 1;  // Scores between two labelled ticks.
  long long bin_width = 1;

  int bins() const { return static_cast<int>((high - low) / bin_width); }
  double x(double score) const {
    return kMarginLeft +
           (score - static_cast<double>(low)) / static_cast<double>(high - low) * kPlotWidth;
  }
  int bin_of(long long score) const { return static_cast<int>((score - low) / bin_width); }
};

constexpr int kFewestScoreSteps = 5;

// The scale of every group of `groups`. Precondition: at least one group, each with a game.
ScoreScale score_scale(const std::vector<const ScoreTally::Group*>& groups) {
  long long lowest = groups.front()->scores.begin()->first;
  long long highest = groups.front()->scores.rbegin()->first;
  for (const ScoreTally::Group* group_pointer : groups) {
    const ScoreTally::Group& group = *group_pointer;
    lowest = std::min<long long>(lowest, group.scores.begin()->first);
    highest = std::max<long long>(highest, group.scores.rbegin()->first);
  }
  ScoreScale scale;
  const long long span = highest - lowest + 1;
  scale.tick = nice_step((span + kMostScoreTicks - 1) / kMostScoreTicks);
  scale.low = floor_to(lowest, scale.tick);
  scale.high = std::max(floor_to(highest, scale.tick) + scale.tick,
                        scale.low + kFewestScoreSteps * scale.tick);
  for (long long width = 1;; width = nice_step(width + 1)) {
    if (scale.tick % width == 0 && (scale.high - scale.low) / width <= kMostBins) {
      scale.bin_width = width;
      return scale;
    }
  }
}

// The score axis under a panel whose plot ends at `base`: a tick and label at every multiple of
// the scale's tick step, the title "score" under the middle.
std::string score_axis(const ScoreScale& scale, int base, const std::string& title) {
  std::string svg =
      printf_string("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n",
                    kMarginLeft, base, kMarginLeft + kPlotWidth, base);
  for (long long tick = scale.low; tick <= scale.high; tick += scale.tick) {
    const double x = scale.x(static_cast<double>(tick));
    svg += printf_string(
        "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"black\"/>\n"
        "<text x=\"%.1f\" y=\"%d\" font-size=\"11\" text-anchor=\"middle\" "
        "class=\"score-tick\">%lld</text>\n",
        x, base, x, base + 4, x, base + 16, tick);
  }
  svg +=
      printf_string("<text x=\"%d\" y=\"%d\" font-size=\"11\" text-anchor=\"middle\">%s</text>\n",
                    kMarginLeft + kPlotWidth / 2, base + 30, title.c_str());
  return svg;
}

// The count axis of a panel whose highest bin holds `most` games: ticks at 0 and every multiple
// of a round step up to the first at or above `most`, which is the top of the plot. Returns
// the top's count.
std::uint64_t count_axis(std::uint64_t most, int base, std::string& svg) {
  const auto step = static_cast<std::uint64_t>(
      nice_step(static_cast<long long>((most + kMostCountTicks - 1) / kMostCountTicks)));
  const std::uint64_t top = (most + step - 1) / step * step;
  svg += printf_string("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n",
                       kMarginLeft, base, kMarginLeft, base - kPlotHeight);
  for (std::uint64_t tick = 0; tick <= top; tick += step) {
    const double y = base - static_cast<double>(kPlotHeight) * static_cast<double>(tick) /
                                static_cast<double>(top);
    if (tick > 0) {
      svg +=
          printf_string("<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#dddddd\"/>\n",
                        kMarginLeft, y, kMarginLeft + kPlotWidth, y);
    }
    svg += printf_string(
        "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"black\"/>\n"
        "<text x=\"%d\" y=\"%.1f\" font-size=\"11\" text-anchor=\"end\" "
        "class=\"count-tick\">%llu</text>\n",
        kMarginLeft - 4, y, kMarginLeft, y, kMarginLeft - 7, y + 4,
        static_cast<unsigned long long>(tick));
  }
  svg += printf_string(
      "<text x=\"%d\" y=\"%d\" font-size=\"11\" text-anchor=\"middle\" "
      "transform=\"rotate(-90 %d %d)\">games</text>\n",
      kMarginLeft - 40, base - kPlotHeight / 2, kMarginLeft - 40, base - kPlotHeight / 2);
  return top;
}

// What a chart's title says of its games: "alphabet 1234" and "game" for a benchmark's.
struct PanelLabel {
  std::string name;
  const char* unit = "game";
  std::string axis = "score";
};

// One group's chart on the shared scale, drawn with its top edge at `top`.
std::string panel(const ScoreTally::Group& group, const ScoreScale& scale, int top,
                  const PanelLabel& label) {
  const ScoreSummary summary = summarize(group);
  std::vector<std::uint64_t> counts(static_cast<std::size_t>(scale.bins()), 0);
  for (const auto& [score, games] : group.scores) {
    counts[static_cast<std::size_t>(scale.bin_of(score))] += games;
  }
  const int base = top + kTitleHeight + kPlotHeight;

  std::string svg = printf_string(
      "<text x=\"%d\" y=\"%d\" font-size=\"14\">%s: %llu %s%s, mean <tspan "
      "fill=\"%s\">%.2f</tspan>, median %.1f</text>\n",
      kMarginLeft, top + 20, xml_escape(label.name).c_str(),
      static_cast<unsigned long long>(summary.games), label.unit, summary.games == 1 ? "" : "s",
      kMeanColour, summary.mean, summary.median);
  const std::uint64_t most = *std::max_element(counts.begin(), counts.end());
  const std::uint64_t count_top = count_axis(most, base, svg);
  const double bar_width = static_cast<double>(kPlotWidth) / scale.bins();
  for (int b = 0; b < scale.bins(); ++b) {
    const std::uint64_t count = counts[static_cast<std::size_t>(b)];
    if (count == 0) continue;
    const double height = static_cast<double>(kPlotHeight) * static_cast<double>(count) /
                          static_cast<double>(count_top);
    const double x = kMarginLeft + b * bar_width;
    const long long low = scale.low + b * scale.bin_width;
    svg += printf_string(
        "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#4a7ab5\" "
        "stroke=\"white\"><title>%lld-%lld: %llu</title></rect>\n",
        x, base - height, bar_width, height, low, low + scale.bin_width - 1,
        static_cast<unsigned long long>(count));
    if (bar_width >= kLabelledBarWidth) {
      svg += printf_string(
          "<text x=\"%.1f\" y=\"%.1f\" font-size=\"9\" text-anchor=\"middle\">%llu</text>\n",
          x + bar_width / 2, base - height - 3, static_cast<unsigned long long>(count));
    }
  }
  // The mean as a dashed line in the colour of its figure in the title: where the eye
  // compares alphabets.
  // Score v fills [v, v + 1) on the axis (its bar starts at v's tick): mean m sits at m + 0.5.
  const double mean_x = scale.x(summary.mean + 0.5);
  svg += printf_string(
      "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\" "
      "stroke-dasharray=\"4 3\" class=\"mean\"><title>mean %.2f</title></line>\n",
      mean_x, base, mean_x, base - kPlotHeight, kMeanColour, summary.mean);
  svg += score_axis(scale, base, label.axis);
  return svg;
}

}  // namespace

std::string xml_escape(std::string_view text) {
  std::string escaped;
  for (const char c : text) {
    switch (c) {
      case '&':
        escaped.append("&amp;");
        break;
      case '<':
        escaped.append("&lt;");
        break;
      case '>':
        escaped.append("&gt;");
        break;
      case '"':
        escaped.append("&quot;");
        break;
      case '\'':
        escaped.append("&apos;");
        break;
      default:
        escaped.push_back(c);
    }
  }
  return escaped;
}

namespace {

// The document's opening: its size (and, when it is to scale with its container, its view
// box), and a white background.
std::string svg_start(int width, int height, SvgScaling scaling = SvgScaling::kFixed) {
  std::string svg = "<svg ";
  if (scaling == SvgScaling::kScalable) {
    svg += printf_string("viewBox=\"0 0 %d %d\" ", width, height);
  }
  svg += printf_string(
      "xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
      "font-family=\"sans-serif\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n",
      width, height);
  return svg;
}

}  // namespace

std::string histogram_svg(const ScoreTally& tally, SvgScaling scaling) {
  const std::size_t panels = tally.groups().size();
  const int height = static_cast<int>(std::max<std::size_t>(1, panels)) * kPanelHeight;
  std::string svg = svg_start(kWidth, height, scaling);
  if (panels == 0) {
    svg += printf_string("<text x=\"%d\" y=\"%d\" font-size=\"14\">no games</text>\n", kMarginLeft,
                         40);
  } else {
    std::vector<const ScoreTally::Group*> groups;
    for (const ScoreTally::Group& group : tally.groups()) groups.push_back(&group);
    const ScoreScale scale = score_scale(groups);
    int top = 0;
    for (const ScoreTally::Group& group : tally.groups()) {
      svg += panel(group, scale, top, {"alphabet " + group.alphabet});
      top += kPanelHeight;
    }
  }
  svg += "</svg>\n";
  return svg;
}

std::string paired_histogram_svg(const PairedTally& tally) {
  const auto& candidate = tally.candidate().groups();
  const auto& baseline = tally.baseline().groups();
  const auto& differences = tally.differences();
  const int rows = static_cast<int>(std::max<std::size_t>(1, differences.size()));
  std::string svg = svg_start(3 * kWidth, rows * kPanelHeight);
  if (differences.empty()) {
    svg += printf_string("<text x=\"%d\" y=\"%d\" font-size=\"14\">no pairs</text>\n", kMarginLeft,
                         40);
    return svg + "</svg>\n";
  }
  // Both bots on one score scale, so that their charts compare at a glance; the differences
  // on their own.
  std::vector<const ScoreTally::Group*> scores;
  std::vector<const ScoreTally::Group*> spreads;
  for (std::size_t i = 0; i < differences.size(); ++i) {
    scores.push_back(&candidate[i]);
    scores.push_back(&baseline[i]);
    spreads.push_back(&differences[i]);
  }
  const ScoreScale score = score_scale(scores);
  const ScoreScale difference = score_scale(spreads);
  int top = 0;
  for (std::size_t i = 0; i < differences.size(); ++i) {
    const std::string& alphabet = differences[i].alphabet;
    svg += panel(candidate[i], score, top, {alphabet + " candidate"});
    svg += printf_string("<g transform=\"translate(%d,0)\">\n", kWidth);
    svg += panel(baseline[i], score, top, {alphabet + " baseline"});
    svg += printf_string("</g>\n<g transform=\"translate(%d,0)\">\n", 2 * kWidth);
    svg += panel(differences[i], difference, top,
                 {alphabet + " candidate − baseline", "pair", "difference (candidate − baseline)"});
    svg += "</g>\n";
    top += kPanelHeight;
  }
  return svg + "</svg>\n";
}

}  // namespace arbiter::interactor
