#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

/// The relative links of the project's Markdown pages, and whether each reaches an existing file
/// and, in a Markdown page, a heading: what docs_tests checks so that no link rots when a page
/// is split or a heading renamed. Only what the pages use is read: ATX headings (`## Title`) and
/// inline links and images (`[text](target)`), outside fenced code blocks and code spans.
namespace arbiter::docs {

/// The anchor GitHub gives a heading's text: lower case, every character but letters, digits,
/// spaces, `-` and `_` dropped (so `—`, `:`, `/` and backticks go), each space a `-`. Letters
/// beyond ASCII are kept as they are (only ASCII and Latin-1 letters are lowered), enough for
/// headings in English with the odd accented name.
std::string github_anchor(std::string_view heading);

/// The anchors of a page's headings, in order; a repeated anchor gets `-1`, `-2`, ... as on
/// GitHub.
std::vector<std::string> anchors_of(std::string_view markdown);

/// A link as written in a page, with the line it is on (1-based).
struct Link {
  std::string target;
  int line = 0;
};

/// The inline links and images of a page, but those inside fenced code blocks and code spans.
std::vector<Link> links_of(std::string_view markdown);

/// Every relative link of `pages` (paths relative to `root`) that does not resolve: its file or
/// folder does not exist, or its `#anchor` names no heading of the Markdown page it points to
/// (or of its own page, for `#anchor` alone). One message a link, `PAGE:LINE: ...`. Links with
/// a scheme (`https:`, `mailto:`) are not followed.
std::vector<std::string> broken_links(const std::filesystem::path& root,
                                      const std::vector<std::filesystem::path>& pages);

}  // namespace arbiter::docs
