#include "interactor/core/command_words.h"

namespace arbiter::interactor {

namespace {

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\n'; }

// The characters a backslash escapes inside double quotes (POSIX 2.2.3); before any other it
// stays a backslash.
bool escapes_in_double_quotes(char c) {
  return c == '$' || c == '`' || c == '"' || c == '\\' || c == '\n';
}

std::nullopt_t fail(WordsError* error, std::string message) {
  if (error != nullptr) error->message = std::move(message);
  return std::nullopt;
}

// Copies the quoted text that starts at text[at] (its opening quote) into `word`. Returns the
// position of the closing quote, or text.size() when there is none.
std::size_t read_quoted(std::string_view text, std::size_t at, std::string& word) {
  const char quote = text[at];
  std::size_t i = at + 1;
  for (; i < text.size() && text[i] != quote; ++i) {
    const bool escape = quote == '"' && text[i] == '\\' && i + 1 < text.size() &&
                        escapes_in_double_quotes(text[i + 1]);
    if (escape) ++i;
    if (!(escape && text[i] == '\n')) word.push_back(text[i]);  // An escaped line break goes.
  }
  return i;
}

}  // namespace

std::optional<std::vector<std::string>> split_words(std::string_view text, WordsError* error) {
  std::vector<std::string> words;
  std::string word;
  bool in_word = false;  // Quotes start a word even when nothing is inside them.
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (is_blank(c)) {
      if (in_word) words.push_back(std::move(word));
      word.clear();
      in_word = false;
      continue;
    }
    if (c == '\\') {
      if (i + 1 == text.size()) return fail(error, "a backslash at the end escapes nothing");
      ++i;
      if (text[i] == '\n') continue;  // A line continued: both go, and start no word.
      word.push_back(text[i]);
    } else if (c == '\'' || c == '"') {
      const std::size_t opened = i;
      i = read_quoted(text, i, word);
      if (i == text.size()) {
        return fail(error, std::string(c == '\'' ? "single" : "double") + " quote at character " +
                               std::to_string(opened + 1) + " is never closed");
      }
    } else {
      word.push_back(c);
    }
    in_word = true;
  }
  if (in_word) words.push_back(std::move(word));
  return words;
}

}  // namespace arbiter::interactor
