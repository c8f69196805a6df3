#include "tests/docs/markdown_links.h"

#include <algorithm>
#include <cstddef>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <utility>

namespace arbiter::docs {
namespace {

// A line that opens or closes a fenced code block: its fence (the run of ``` or ~~~ it starts
// with, after its indentation), or an empty view. List items indent their fences, so any
// indentation counts.
std::string_view fence_of(std::string_view line) {
  const std::size_t start = line.find_first_not_of(' ');
  if (start == std::string_view::npos) return {};
  const char mark = line[start];
  if (mark != '`' && mark != '~') return {};
  const std::size_t end = line.find_first_not_of(mark, start);
  const std::size_t length = (end == std::string_view::npos ? line.size() : end) - start;
  return length >= 3 ? line.substr(start, length) : std::string_view{};
}

// The page with the lines of its fenced code blocks (fences included) blanked out, their line
// breaks kept, so that what is left is the prose and its positions are the page's lines.
std::string without_fenced_code(std::string_view markdown) {
  std::string prose;
  prose.reserve(markdown.size());
  std::string_view open_fence;
  std::size_t start = 0;
  while (start < markdown.size()) {
    std::size_t end = markdown.find('\n', start);
    if (end == std::string_view::npos) end = markdown.size();
    const std::string_view line = markdown.substr(start, end - start);
    const std::string_view fence = fence_of(line);
    const bool in_code = !open_fence.empty() || !fence.empty();
    if (open_fence.empty()) {
      open_fence = fence;
    } else if (!fence.empty() && fence[0] == open_fence[0] && fence.size() >= open_fence.size()) {
      open_fence = {};
    }
    if (!in_code) prose.append(line);
    if (end < markdown.size()) prose.push_back('\n');
    start = end + 1;
  }
  return prose;
}

// The text a heading shows: code spans' backticks, emphasis stars and a link's brackets and
// target gone, as GitHub renders it before making its anchor.
std::string shown_text(std::string_view heading) {
  std::string text;
  for (std::size_t i = 0; i < heading.size(); ++i) {
    const char c = heading[i];
    if (c == '`' || c == '*' || c == '[') continue;
    if (c == ']' && i + 1 < heading.size() && heading[i + 1] == '(') {
      const std::size_t close = heading.find(')', i);
      if (close != std::string_view::npos) {
        i = close;
        continue;
      }
    }
    text.push_back(c);
  }
  return text;
}

// The code point of the UTF-8 sequence at text[i], and its length (a stray byte: itself).
std::pair<char32_t, std::size_t> code_point_at(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char lead = byte(i);
  std::size_t length = 1;
  char32_t value = lead;
  if (lead >= 0xF0) {
    length = 4;
    value = lead & 0x07U;
  } else if (lead >= 0xE0) {
    length = 3;
    value = lead & 0x0FU;
  } else if (lead >= 0xC0) {
    length = 2;
    value = lead & 0x1FU;
  }
  if (i + length > text.size()) return {lead, 1};
  for (std::size_t k = 1; k < length; ++k) value = (value << 6U) | (byte(i + k) & 0x3FU);
  return {value, length};
}

// Letters beyond ASCII that an anchor keeps: Latin-1's and Latin Extended's, Greek and
// Cyrillic (× and ÷ are symbols, dropped).
bool kept_letter(char32_t c) {
  if (c == 0xD7 || c == 0xF7) return false;
  return c == 0xAA || c == 0xB5 || c == 0xBA || (c >= 0xC0 && c <= 0x24F) ||
         (c >= 0x370 && c <= 0x4FF);
}

std::string_view trimmed_end(std::string_view text) {
  const std::size_t last = text.find_last_not_of(' ');
  return last == std::string_view::npos ? std::string_view{} : text.substr(0, last + 1);
}

// The end of the code span whose opening run of backticks is prose[start, run_end): the end of
// the next run of as many backticks in the same paragraph, or npos when there is none (the
// backticks are then plain text).
std::size_t code_span_end(std::string_view prose, std::size_t start, std::size_t run_end) {
  const std::size_t paragraph_end = std::min(prose.find("\n\n", run_end), prose.size());
  std::size_t close = run_end;
  while ((close = prose.find('`', close)) < paragraph_end) {
    const std::size_t close_end = std::min(prose.find_first_not_of('`', close), prose.size());
    if (close_end - close == run_end - start) return close_end;
    close = close_end;
  }
  return std::string_view::npos;
}

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// A target with a scheme (https:, mailto:) points outside the tree.
bool has_scheme(std::string_view target) {
  const std::size_t colon = target.find(':');
  return colon != std::string_view::npos && target.find_first_of("/#") > colon;
}

}  // namespace

std::string github_anchor(std::string_view heading) {
  const std::string text = shown_text(heading);
  std::string anchor;
  for (std::size_t i = 0; i < text.size();) {
    const auto [c, length] = code_point_at(text, i);
    if (c < 0x80) {
      const char ascii = static_cast<char>(c);
      if (ascii >= 'A' && ascii <= 'Z') {
        anchor.push_back(static_cast<char>(ascii - 'A' + 'a'));
      } else if ((ascii >= 'a' && ascii <= 'z') || (ascii >= '0' && ascii <= '9') || ascii == '-' ||
                 ascii == '_') {
        anchor.push_back(ascii);
      } else if (ascii == ' ') {
        anchor.push_back('-');
      }
    } else if (kept_letter(c)) {
      std::string letter(text.substr(i, length));
      // Latin-1's capitals (U+00C0 to U+00DE, less ×) are two bytes, C3 80 to C3 9E.
      if (c >= 0xC0 && c <= 0xDE) letter[1] = static_cast<char>(letter[1] + 0x20);
      anchor += letter;
    }
    i += length;
  }
  return anchor;
}

std::vector<std::string> anchors_of(std::string_view markdown) {
  std::vector<std::string> anchors;
  std::map<std::string, int> seen;
  std::istringstream lines(without_fenced_code(markdown));
  std::string line;
  while (std::getline(lines, line)) {
    const std::size_t hashes = line.find_first_not_of('#');
    if (hashes == 0 || hashes > 6 || hashes == std::string::npos || line[hashes] != ' ') {
      continue;
    }
    // A closing sequence of #s, after a space, is not part of the title.
    std::string_view title = trimmed_end(std::string_view(line).substr(hashes));
    const std::size_t last_text = title.find_last_not_of('#');
    if (last_text + 1 != title.size() &&
        (last_text == std::string_view::npos || title[last_text] == ' ')) {
      title = trimmed_end(title.substr(0, last_text == std::string_view::npos ? 0 : last_text));
    }
    const std::size_t first = title.find_first_not_of(' ');
    std::string anchor = github_anchor(first == std::string_view::npos ? "" : title.substr(first));
    const int repeats = seen[anchor]++;
    if (repeats > 0) anchor += "-" + std::to_string(repeats);
    anchors.push_back(anchor);
  }
  return anchors;
}

std::vector<Link> links_of(std::string_view markdown) {
  const std::string prose = without_fenced_code(markdown);
  std::vector<Link> links;
  int line = 1;
  for (std::size_t i = 0; i < prose.size(); ++i) {
    if (prose[i] == '\n') {
      ++line;
    } else if (prose[i] == '`') {
      const std::size_t run_end = std::min(prose.find_first_not_of('`', i), prose.size());
      const std::size_t span_end = code_span_end(prose, i, run_end);
      const std::size_t skipped = span_end == std::string_view::npos ? run_end : span_end;
      line +=
          static_cast<int>(std::count(prose.begin() + static_cast<std::ptrdiff_t>(i),
                                      prose.begin() + static_cast<std::ptrdiff_t>(skipped), '\n'));
      i = skipped - 1;
    } else if (prose.compare(i, 2, "](") == 0) {
      const std::size_t start = i + 2;
      const std::size_t end = prose.find_first_of(") \n", start);
      if (end == std::string::npos) break;
      links.push_back({prose.substr(start, end - start), line});
      i = end - 1;
    }
  }
  return links;
}

std::vector<std::string> broken_links(const std::filesystem::path& root,
                                      const std::vector<std::filesystem::path>& pages) {
  std::vector<std::string> broken;
  std::map<std::filesystem::path, std::vector<std::string>> anchors_of_page;
  const auto anchors_in = [&](const std::filesystem::path& page) -> const auto& {
    auto found = anchors_of_page.find(page);
    if (found == anchors_of_page.end()) {
      found = anchors_of_page.emplace(page, anchors_of(read_file(root / page))).first;
    }
    return found->second;
  };
  for (const std::filesystem::path& page : pages) {
    for (const Link& link : links_of(read_file(root / page))) {
      if (has_scheme(link.target)) continue;
      const std::size_t hash = link.target.find('#');
      const std::string path = link.target.substr(0, hash);
      const std::filesystem::path target =
          path.empty() ? page : (page.parent_path() / path).lexically_normal();
      std::string message =
          page.generic_string() + ":" + std::to_string(link.line) + ": '" + link.target + "': ";
      if (!std::filesystem::exists(root / target)) {
        broken.push_back(message.append("no file or folder ").append(target.generic_string()));
        continue;
      }
      if (hash == std::string::npos || target.extension() != ".md") continue;
      const std::string anchor = link.target.substr(hash + 1);
      const std::vector<std::string>& anchors = anchors_in(target);
      if (std::find(anchors.begin(), anchors.end(), anchor) == anchors.end()) {
        broken.push_back(message.append("no heading of ")
                             .append(target.generic_string())
                             .append(" has the anchor '")
                             .append(anchor)
                             .append("'"));
      }
    }
  }
  return broken;
}

}  // namespace arbiter::docs
