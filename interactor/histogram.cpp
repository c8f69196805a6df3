#include "interactor/histogram.h"

#include <algorithm>
#include <vector>

#include "common/text.h"

namespace arbiter::interactor {

namespace {

constexpr int kWidth = 720;
constexpr int kPanelHeight = 220;
constexpr int kMarginLeft = 50;
constexpr int kMarginTop = 30;
constexpr int kPlotHeight = 150;
constexpr int kMaxBins = 30;

// One alphabet's chart, drawn with its top edge at `top`.
std::string panel(const ScoreTally::Group& group, int top) {
  const ScoreSummary summary = summarize(group);
  // Bin bounds are long long: scores read by a merge may span the whole int range, and
  // max - min + 1 would overflow an int.
  const long long lowest = summary.min;
  const long long span = summary.max - lowest + 1;
  const int bins = static_cast<int>(std::min<long long>(kMaxBins, span));
  const long long bin_width = (span + bins - 1) / bins;  // Scores per bin, so every bin is whole.
  std::vector<std::uint64_t> counts(static_cast<std::size_t>(bins), 0);
  for (const auto& [score, games] : group.scores) {
    counts[static_cast<std::size_t>((score - lowest) / bin_width)] += games;
  }
  const std::uint64_t highest = *std::max_element(counts.begin(), counts.end());
  const int plot_width = kWidth - kMarginLeft - 20;
  const double bar_width = static_cast<double>(plot_width) / bins;
  const int base = top + kMarginTop + kPlotHeight;

  std::string svg = printf_string(
      "<text x=\"%d\" y=\"%d\" font-size=\"14\">alphabet %s: %llu games, mean %.2f, median %.1f"
      "</text>\n",
      kMarginLeft, top + 18, xml_escape(summary.alphabet).c_str(),
      static_cast<unsigned long long>(summary.games), summary.mean, summary.median);
  for (int b = 0; b < bins; ++b) {
    const std::uint64_t count = counts[static_cast<std::size_t>(b)];
    const double height = static_cast<double>(kPlotHeight) * static_cast<double>(count) /
                          static_cast<double>(highest);
    const double x = kMarginLeft + b * bar_width;
    const long long low = lowest + b * bin_width;
    svg += printf_string(
        "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#4a7ab5\" "
        "stroke=\"white\"><title>%lld-%lld: %llu</title></rect>\n",
        x, base - height, bar_width, height, low, low + bin_width - 1,
        static_cast<unsigned long long>(count));
    if (count > 0) {
      svg += printf_string(
          "<text x=\"%.1f\" y=\"%.1f\" font-size=\"10\" text-anchor=\"middle\">%llu</text>\n",
          x + bar_width / 2, base - height - 3, static_cast<unsigned long long>(count));
    }
  }
  svg += printf_string("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n",
                       kMarginLeft, base, kMarginLeft + plot_width, base);
  svg += printf_string("<text x=\"%d\" y=\"%d\" font-size=\"12\">%d</text>\n", kMarginLeft,
                       base + 16, summary.min);
  svg += printf_string("<text x=\"%d\" y=\"%d\" font-size=\"12\" text-anchor=\"end\">%lld</text>\n",
                       kMarginLeft + plot_width, base + 16, lowest + bins * bin_width - 1);
  svg += printf_string(
      "<text x=\"%d\" y=\"%d\" font-size=\"12\" text-anchor=\"middle\">score</text>\n",
      kMarginLeft + plot_width / 2, base + 16);
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

std::string histogram_svg(const ScoreTally& tally) {
  const std::size_t panels = tally.groups().size();
  const int height = static_cast<int>(std::max<std::size_t>(1, panels)) * kPanelHeight;
  std::string svg = printf_string(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
      "font-family=\"sans-serif\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n",
      kWidth, height);
  if (panels == 0) {
    svg += printf_string("<text x=\"%d\" y=\"%d\" font-size=\"14\">no games</text>\n", kMarginLeft,
                         40);
  }
  int top = 0;
  for (const ScoreTally::Group& group : tally.groups()) {
    svg += panel(group, top);
    top += kPanelHeight;
  }
  svg += "</svg>\n";
  return svg;
}

}  // namespace arbiter::interactor
