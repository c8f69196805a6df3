#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// A command line given as one piece of text (`--baseline "bot --greedy"`), cut into the words
/// a POSIX shell would cut it into, without running a shell.
namespace arbiter::interactor {

/// Why a text could not be cut into words.
struct WordsError {
  std::string message;
};

/// The words of `text` as a POSIX shell splits them, quoting only: blanks (space, tab, line
/// break) separate words; a backslash outside quotes takes the next character literally (a
/// backslash before a line break removes both); single quotes keep everything up to the next
/// single quote; double quotes keep everything up to the next unescaped double quote, a
/// backslash in them escaping only $, `, ", \ and a line break (removed with it). Quotes may
/// make empty words ('' is one). Nothing is expanded: $HOME, *, ~, |, ; and > are plain
/// characters. Returns nothing, with `error` set (when not null), for a quote never closed or
/// a backslash at the very end; the message names the character where the quote opened.
std::optional<std::vector<std::string>> split_words(std::string_view text, WordsError* error);

}  // namespace arbiter::interactor
