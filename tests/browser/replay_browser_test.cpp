// The replay pages in a real browser: solitaire-interactor writes them, Debian's chromium loads
// them headless from file:// and dumps the DOM after the scripts ran, and the tests read the
// figures the viewer computed. Few launches (each takes seconds): one replay page, one index,
// one broken bot's page. Skipped when chromium is not installed (scripts/setup installs it),
// except under CI (CI=true in the environment, as CI services set it), where they fail then:
// CI must not pass without them.
// The other broken bots' pages are checked on their data, without the browser.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <regex>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "interactor/core/replay.h"

namespace arbiter::interactor {
namespace {

namespace fs = std::filesystem;

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string quoted(const std::string& text) {
  std::string out = "'";
  for (const char c : text) {
    if (c == '\'') {
      out.append("'\\''");
    } else {
      out.push_back(c);
    }
  }
  return out.append("'");
}

// Runs `command` with /bin/sh; returns its exit status.
int run(const std::string& command) {
  // NOLINTNEXTLINE(cert-env33-c,concurrency-mt-unsafe): chromium under timeout, one at a time.
  const int status = std::system(command.c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::optional<fs::path> find_chromium() {
  const char* path = std::getenv("PATH");  // NOLINT(concurrency-mt-unsafe): no thread sets it.
  if (path == nullptr) return std::nullopt;
  std::istringstream directories(path);
  for (std::string directory; std::getline(directories, directory, ':');) {
    for (const char* name : {"chromium", "chromium-browser"}) {
      const fs::path candidate = fs::path(directory) / name;
      if (::access(candidate.c_str(), X_OK) == 0) return candidate;
    }
  }
  return std::nullopt;
}

// True when the environment says CI=true, as CI services and .ci/run set it.
bool under_ci() {
  const char* ci = std::getenv("CI");  // NOLINT(concurrency-mt-unsafe): no thread sets it.
  return ci != nullptr && std::string_view(ci) == "true";
}

// A fresh directory under the system's temporary directory, removed at the end.
class TempDir {
 public:
  TempDir() {
    std::string pattern = (fs::temp_directory_path() / "arbiter-replay-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("mkdtemp failed");
    path_ = pattern;
  }
  ~TempDir() {
    std::error_code ignored;
    fs::remove_all(path_, ignored);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

// The value of `attribute` on the element with id `id` in `dom` (chromium's serialisation: one
// start tag, attributes in double quotes), or nothing.
std::optional<std::string> attribute(const std::string& dom, const std::string& id,
                                     const std::string& attribute) {
  const std::size_t at = dom.find("id=\"" + id + "\"");
  if (at == std::string::npos) return std::nullopt;
  const std::size_t start = dom.rfind('<', at);
  const std::string tag = dom.substr(start, dom.find('>', at) - start);
  std::smatch match;
  if (!std::regex_search(tag, match, std::regex(" " + attribute + "=\"([^\"]*)\""))) {
    return std::nullopt;
  }
  return match[1].str();
}

// The text of the element with id `id`, up to its first child element.
std::string text_of(const std::string& dom, const std::string& id) {
  const std::size_t at = dom.find("id=\"" + id + "\"");
  if (at == std::string::npos) return "";
  const std::size_t begin = dom.find('>', at) + 1;
  return dom.substr(begin, dom.find('<', begin) - begin);
}

class BrowserTest : public ::testing::Test {
 protected:
  void SetUp() override {
    chromium_ = find_chromium();
    if (!chromium_) {
      const std::string why =
          "chromium is not installed (apt-get install chromium, or scripts/setup): the replay "
          "pages are not checked in a browser";
      if (under_ci()) FAIL() << why << ", and CI=true: CI must check them";
      GTEST_SKIP() << why;
    }
  }

  // Runs solitaire-interactor with `arguments` (the bot's command included) and returns its
  // JSON lines.
  std::string interactor(const std::string& arguments) const {
    const fs::path json = dir_.path() / "results.jsonl";
    const std::string command = quoted(ARBITER_INTERACTOR) + " --json --quiet-bot " + arguments +
                                " > " + quoted(json.string()) + " 2> /dev/null";
    const int status = run(command);
    EXPECT_TRUE(status == 0 || status == 1) << command << " exited " << status;
    return read_file(json);
  }

  // Loads `page` (#end: at its last move) in headless chromium and returns the DOM after the
  // scripts ran. Every name resolves to nothing, and chromium's own network log must show no
  // request made by a page (chromium's background requests have no initiating origin; a
  // file:// page's would be "null").
  std::string dump_dom(const fs::path& page, const std::string& fragment) const {
    const fs::path profile = dir_.path() / "profile";
    const fs::path dom = dir_.path() / "dom.html";
    const fs::path net_log = dir_.path() / "net-log.json";
    const std::string command =
        "timeout -k 5 60 " + quoted(chromium_->string()) +
        " --headless --no-sandbox --disable-gpu --no-first-run --disable-extensions"
        " --disable-background-networking --disable-component-update --disable-sync"
        " '--host-resolver-rules=MAP * ~NOTFOUND' --user-data-dir=" +
        quoted(profile.string()) + " --log-net-log=" + quoted(net_log.string()) + " --dump-dom " +
        quoted("file://" + fs::absolute(page).string() + fragment) + " > " + quoted(dom.string()) +
        " 2> /dev/null";
    EXPECT_EQ(run(command), 0) << command;
    const std::string log = read_file(net_log);
    std::smatch match;
    const std::regex initiator("\"initiator\":\"([^\"]*)\"");
    for (auto it = std::sregex_iterator(log.begin(), log.end(), initiator);
         it != std::sregex_iterator(); ++it) {
      EXPECT_EQ((*it)[1].str(), "not an origin") << "a page made a network request";
    }
    std::string text = read_file(dom);
    EXPECT_NE(text.find("data-ready=\"yes\""), std::string::npos) << "the script did not run";
    EXPECT_EQ(attribute(text, "replay-root", "data-blocked"), "0")
        << "the page tried to load something";
    return text;
  }

  const fs::path& dir() const { return dir_.path(); }

 private:
  std::optional<fs::path> chromium_;
  TempDir dir_;
};

// The integer field `key` of a JSON result line.
int field(const std::string& line, const std::string& key) {
  std::smatch match;
  EXPECT_TRUE(std::regex_search(line, match, std::regex("\"" + key + "\":(-?[0-9]+)"))) << key;
  return match.empty() ? -1 : std::stoi(match[1].str());
}

TEST_F(BrowserTest, ReplayPageShowsTheJudgedGame) {
  const fs::path page = dir() / "g5-1.html";
  const std::string json = interactor(
      "--test " + quoted(ARBITER_TEST_DATA_DIR "/solitaire/g5-1.in") + " --replay " +
      quoted(page.string()) + " -- " + quoted(ARBITER_BOT) + " --worlds 1 --beam-width 4 --seed 1");
  ASSERT_NE(json.find("\"verdict\":\"OK\""), std::string::npos) << json;
  const std::string score = std::to_string(field(json, "score"));
  const std::string moves = std::to_string(field(json, "moves"));
  const std::string dom = dump_dom(page, "#end");
  EXPECT_EQ(attribute(dom, "final-check", "data-viewer-score"), score);
  EXPECT_EQ(attribute(dom, "final-check", "data-judged-score"), score);
  EXPECT_EQ(attribute(dom, "final-check", "data-match"), "true");
  EXPECT_EQ(attribute(dom, "final-check", "data-moves"), moves);
  EXPECT_EQ(attribute(dom, "step", "data-move"), moves);
  EXPECT_EQ(text_of(dom, "score-total"), score);
  EXPECT_EQ(attribute(dom, "verdict-banner", "data-move"), moves);
  EXPECT_EQ(text_of(dom, "verdict-banner"), "OK: stopped with 0 0 after " + moves + " moves");
  EXPECT_EQ(text_of(dom, "problems"), "");
}

TEST_F(BrowserTest, IndexAgreesWithTheJudgeOnEveryGame) {
  // The 14 official tests, played by the deterministic search: runs, sets and alternation.
  const fs::path replays = dir() / "replays";
  const std::string json = interactor("--tests " + quoted(ARBITER_TEST_DATA_DIR "/solitaire") +
                                      " -j 2 --replay-dir " + quoted(replays.string()) + " -- " +
                                      quoted(ARBITER_BOT) + " --worlds 1 --beam-width 4 --seed 1");
  int games = 0;
  int with_alternation = 0;
  std::istringstream lines(json);
  for (std::string line; std::getline(lines, line);) {
    ++games;
    EXPECT_NE(line.find("\"verdict\":\"OK\""), std::string::npos) << line;
    with_alternation += field(line, "alternation") > 0 ? 1 : 0;
    const std::string game = line.substr(9, line.find('"', 9) - 9);
    EXPECT_TRUE(fs::exists(replays / page_file_name(game))) << game;
  }
  ASSERT_EQ(games, 14);
  EXPECT_GT(with_alternation, 0) << "no game exercises the alternation bonus";
  const std::string dom = dump_dom(replays / "index.html", "");
  EXPECT_EQ(attribute(dom, "check", "data-checked"), "14");
  EXPECT_EQ(attribute(dom, "check", "data-agreed"), "14");
  EXPECT_NE(dom.find("<svg"), std::string::npos) << "no histogram";
  EXPECT_NE(dom.find("<a href=\"g6-3.html\">g6-3</a>"), std::string::npos);
}

TEST_F(BrowserTest, CrashShowsItsVerdictAtMove3) {
  const fs::path page = dir() / "crash.html";
  interactor("--board " + quoted(ARBITER_BOARDS_DIR "/ones.board") + " --replay " +
             quoted(page.string()) + " -- " + quoted(ARBITER_ZOO_DIR "/zoo_crashes_at_move_3"));
  const std::string dom = dump_dom(page, "#end");
  EXPECT_EQ(attribute(dom, "verdict-banner", "data-move"), "3");
  EXPECT_EQ(attribute(dom, "verdict-banner", "class"), "banner RUNTIME_ERROR");
  EXPECT_EQ(text_of(dom, "verdict-banner"),
            "RUNTIME_ERROR at move 3: the bot was ended by SIGABRT without 0 0 after 2 moves");
  EXPECT_EQ(attribute(dom, "step", "data-move"), "2");
  EXPECT_EQ(attribute(dom, "final-check", "data-judged-score"), "0");
}

// The page's data, without a browser: which move the verdict belongs to.
class BrokenBotData : public ::testing::Test {
 protected:
  std::string page_data(const std::string& board, const std::string& bot,
                        const std::string& extra) {
    const fs::path page = dir_.path() / "page.html";
    const std::string command = quoted(ARBITER_INTERACTOR) + " --quiet-bot --board " +
                                quoted(std::string(ARBITER_BOARDS_DIR "/") + board) + " " + extra +
                                " --replay " + quoted(page.string()) + " -- " + bot +
                                " 2> /dev/null";
    EXPECT_EQ(run(command), 1) << command;
    const auto data = embedded_json(read_file(page), "game-data");
    EXPECT_TRUE(data) << "no game data in the page";
    return data.value_or("");
  }

 private:
  TempDir dir_;
};

TEST_F(BrokenBotData, IllegalMoveAtMove2) {
  const std::string data =
      page_data("example.board", quoted(ARBITER_ZOO_DIR "/zoo_illegal_move"), "");
  EXPECT_NE(data.find("\"verdict\":\"WRONG_ANSWER\""), std::string::npos) << data;
  EXPECT_NE(data.find("\"message\":\"move 2: 2 2 is not reachable"), std::string::npos) << data;
  EXPECT_NE(data.find("\"verdict_move\":2}"), std::string::npos) << data;
}

TEST_F(BrokenBotData, TimeLimitAtMove3) {
  const std::string data = page_data("ones.board", quoted(ARBITER_ZOO_DIR "/zoo_hangs_at_move_3"),
                                     "--move-time-limit 500");
  EXPECT_NE(data.find("\"verdict\":\"TIME_LIMIT\""), std::string::npos) << data;
  EXPECT_NE(data.find("per-move limit of 500 ms (move 3)"), std::string::npos) << data;
  EXPECT_NE(data.find("\"verdict_move\":3}"), std::string::npos) << data;
}

}  // namespace
}  // namespace arbiter::interactor
