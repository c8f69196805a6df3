#include "interactor/command_words.h"

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
      if (text[i] == '\n') continue;  // A line continued.
      word.push_back(text[i]);
      in_word = true;
      continue;
    }
    in_word = true;
    if (c != '\'' && c != '"') {
      word.push_back(c);
      continue;
    }
    const std::size_t opened = i;
    for (++i; i < text.size() && text[i] != c; ++i) {
      if (c == '"' && text[i] == '\\' && i + 1 < text.size() &&
          escapes_in_double_quotes(text[i + 1])) {
        ++i;
        if (text[i] == '\n') continue;
      }
      word.push_back(text[i]);
    }
    if (i == text.size()) {
      return fail(error, std::string(c == '\'' ? "single" : "double") + " quote at character " +
                             std::to_string(opened + 1) + " is never closed");
    }
  }
  if (in_word) words.push_back(std::move(word));
  return words;
}

}  // namespace arbiter::interactor
