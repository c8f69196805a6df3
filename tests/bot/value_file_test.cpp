// The file of networks: its layout, every field round-tripped, and each way a file can be wrong
// with its exit status.

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <ostream>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "bot/offline.h"
#include "bot/search/learned_strategy.h"
#include "bot/search/value_search.h"
#include "bot/training/td_learning.h"
#include "bot/training/training.h"
#include "bot/value/features.h"
#include "bot/value/features_detail.h"
#include "bot/value/file.h"
#include "bot/value/network.h"
#include "common/random.h"
#include "common/solitaire/board.h"
#include "common/solitaire/position.h"
#include "tests/bot/value_fixtures.h"

namespace arbiter::bot::value {
namespace {

using fixtures::alphabet;

std::string file_of(const std::vector<Network>& networks) {
  std::stringstream out;
  write_networks(out, networks);
  return out.str();
}

std::string read_error(const std::string& bytes) {
  std::stringstream in(bytes);
  try {
    read_networks(in);
  } catch (const FileError& error) {
    EXPECT_EQ(error.status(), ExitCode::kDataError);
    return error.what();
  }
  return "(read)";
}

std::optional<FileProblem> read_problem(const std::string& bytes) {
  std::stringstream in(bytes);
  try {
    read_networks(in);
  } catch (const FileError& error) {
    return error.problem();
  }
  return std::nullopt;
}

std::vector<Network> two_networks() {
  Network first = Network::zero(alphabet("12"));
  first.games = 123;
  first.seed = 4;
  first.random_state = 0xDEADBEEFCAFEULL;
  first.weights[5] = 1.5F;
  first.weights.back() = -2.25F;
  Network second = Network::zero(alphabet("1234tlds"));
  second.weights[0] = 3.0F;
  return {first, second};
}

TEST(ValueFile, RoundTripsEveryField) {
  const auto networks = two_networks();
  std::stringstream in(file_of(networks));
  const std::vector<Network> read = read_networks(in);
  ASSERT_EQ(read.size(), 2U);
  for (std::size_t i = 0; i < 2; ++i) {
    EXPECT_EQ(read[i].alphabet.letters(), networks[i].alphabet.letters());
    EXPECT_EQ(read[i].feature_set, kBaseFeatureSet);
    EXPECT_EQ(read[i].games, networks[i].games);
    EXPECT_EQ(read[i].seed, networks[i].seed);
    EXPECT_EQ(read[i].random_state, networks[i].random_state);
    EXPECT_EQ(read[i].weights, networks[i].weights);
  }
}

TEST(ValueFile, IsLittleEndianWithTheDocumentedHeader) {
  const std::string bytes = file_of({Network::zero(alphabet("12"))});
  EXPECT_EQ(bytes.substr(0, 8), "ARBVALUE");
  EXPECT_EQ(bytes.substr(8, 4), std::string("\x01\0\0\0", 4));            // Version 1.
  EXPECT_EQ(bytes.substr(12, 4), std::string("\x01\0\0\0", 4));           // One network.
  EXPECT_EQ(static_cast<unsigned char>(bytes[20]), 0x03U);                // Alphabet 1, 2.
  EXPECT_EQ(bytes.size(), 8 + 4 + 4 + (4 + 1 + 8 + 8 + 8 + 4 + 4) + 8U);  // No run stored.
  // With stages, version 2: the stages after the random state.
  const std::string staged = file_of({Network::zero(alphabet("12"), {30, 60})});
  EXPECT_EQ(staged.substr(8, 4), std::string("\x02\0\0\0", 4));
  EXPECT_EQ(staged.substr(45, 3), "\x03\x1E\x3C");       // Three stages, from moves 30 and 60.
  EXPECT_EQ(staged.substr(48, 4), bytes.substr(45, 4));  // The weights of a table, as in version 1.
  EXPECT_EQ(staged.size(), bytes.size() + 3);

  Network two = Network::zero(alphabet("12"));
  two.weights[5] = 1.0F;  // 0x3F800000.
  two.weights[6] = -2.0F;
  two.weights.back() = 0.5F;
  const std::string runs = file_of({two}).substr(16 + 4 + 1 + 8 + 8 + 8 + 4);
  const std::uint32_t zeros_to_the_last = table_size(kBaseFeatureSet) - 8;
  const std::string expected_runs =
      std::string("\x02\0\0\0", 4) +              // Two runs:
      std::string("\x05\0\0\0\x02\0\0\0", 8) +    // 5 zeros, 2 weights,
      std::string("\0\0\x80\x3F\0\0\0\xC0", 8) +  // 1.0 and -2.0;
      // the zeros up to the last weight,
      std::string{static_cast<char>(zeros_to_the_last & 0xFF),
                  static_cast<char>(zeros_to_the_last >> 8 & 0xFF),
                  static_cast<char>(zeros_to_the_last >> 16 & 0xFF), '\0'} +
      std::string("\x01\0\0\0\0\0\0\x3F", 8);  // and 0.5.
  EXPECT_EQ(runs.substr(0, runs.size() - 8), expected_runs);
}

TEST(ValueFile, RejectsWhatIsNotAWholeFileOfValues) {
  const std::string good = file_of(two_networks());
  EXPECT_EQ(read_error(""), "not a file of learned values (it does not start with ARBVALUE)");
  EXPECT_EQ(read_error("PK\3\4 a zip file"),
            "not a file of learned values (it does not start with ARBVALUE)");
  EXPECT_EQ(read_error(good.substr(0, 14)), "truncated: the file ends inside the header");
  EXPECT_EQ(read_error(good.substr(0, good.size() - 10)),
            "truncated: the file ends inside the weights of network 2");
  EXPECT_EQ(read_error(good.substr(0, good.size() - 3)),
            "truncated: the file ends inside the checksum");

  std::string flipped = good;
  flipped[good.size() / 3] = static_cast<char>(flipped[good.size() / 3] ^ 0x10);
  EXPECT_EQ(read_error(flipped), "corrupt: the checksum does not match the contents");
  std::string bad_count = good;
  bad_count[12] = 9;  // A damaged header reads as corruption, not as 9 networks.
  EXPECT_EQ(read_error(bad_count), "corrupt: the checksum does not match the contents");

  EXPECT_EQ(read_error(good + "x"), "corrupt: the checksum does not match the contents");

  // The kind of each, which decides how a damaged field is reported.
  EXPECT_EQ(read_problem(good), std::nullopt);
  EXPECT_EQ(read_problem(""), FileProblem::kInvalid);
  EXPECT_EQ(read_problem(good.substr(0, 14)), FileProblem::kTruncated);
  EXPECT_EQ(read_problem(good.substr(0, good.size() - 10)), FileProblem::kTruncated);
  EXPECT_EQ(read_problem(good.substr(0, good.size() - 3)), FileProblem::kTruncated);
  EXPECT_EQ(read_problem(flipped), FileProblem::kCorrupt);
  EXPECT_EQ(read_problem(bad_count), FileProblem::kCorrupt);
}

TEST(ValueFile, EachProblemHasItsExitStatus) {
  EXPECT_EQ(FileError(FileProblem::kCannotOpen, "").status(), ExitCode::kNoInput);
  EXPECT_EQ(FileError(FileProblem::kTruncated, "").status(), ExitCode::kDataError);
  EXPECT_EQ(FileError(FileProblem::kCorrupt, "").status(), ExitCode::kDataError);
  EXPECT_EQ(FileError(FileProblem::kInvalid, "").status(), ExitCode::kDataError);
  EXPECT_EQ(FileError(FileProblem::kCannotWrite, "").status(), ExitCode::kCannotCreate);
}

// A file whose checksum is right but whose contents are not what this build reads.
std::string resealed(std::string bytes) {
  bytes.resize(bytes.size() - 8);
  std::uint64_t hash = 0xCBF29CE484222325ULL;
  std::size_t i = 0;
  for (; i + 8 <= bytes.size(); i += 8) {
    std::uint64_t word = 0;
    for (std::size_t byte = 0; byte < 8; ++byte) {
      word |= std::uint64_t{static_cast<unsigned char>(bytes[i + byte])} << (8 * byte);
    }
    hash = (hash ^ word) * 0x100000001B3ULL;
  }
  for (; i < bytes.size(); ++i) {
    hash = (hash ^ static_cast<unsigned char>(bytes[i])) * 0x100000001B3ULL;
  }
  for (int shift = 0; shift < 64; shift += 8) bytes += static_cast<char>(hash >> shift & 0xFF);
  return bytes;
}

TEST(ValueFile, RejectsAnotherVersionFeatureSetOrARepeatedAlphabet) {
  const std::string good = file_of(two_networks());
  std::string version = good;
  version[8] = 3;
  EXPECT_EQ(read_error(resealed(version)),
            "format version 3, but this build reads versions 1 to 2");
  version[8] = 0;
  EXPECT_EQ(read_error(resealed(version)),
            "format version 0, but this build reads versions 1 to 2");
  std::string features = good;
  features[16] = 99;
  EXPECT_EQ(read_error(resealed(features)),
            "network 1 uses feature set 99, but this build has feature sets 2 and 3");
  Network first = Network::zero(alphabet("12"));
  Network again = Network::zero(alphabet("21"));
  EXPECT_EQ(read_error(file_of({first, again})), "network 2 repeats alphabet 12");
  std::string none = good;
  none[12] = 0;
  EXPECT_EQ(read_error(resealed(none.substr(0, 16) + none.substr(none.size() - 8))),
            "it says it holds 0 networks (1 to 8 allowed)");
  std::string no_alphabet = good;
  no_alphabet[20] = 0;
  EXPECT_EQ(read_error(resealed(no_alphabet)), "network 1 has no alphabet");
  EXPECT_EQ(read_error(resealed(good + "tail")), "4 bytes after the end of the last network");
  EXPECT_EQ(read_problem(resealed(version)), FileProblem::kInvalid);
  EXPECT_EQ(read_problem(resealed(good + "tail")), FileProblem::kInvalid);
  // The first network's first run starts 5 weights in; say it starts past the end.
  std::string past = good;
  const std::size_t first_run = 16 + 4 + 1 + 8 + 8 + 8 + 4 + 4;
  past[first_run + 2] = 0x7F;
  EXPECT_EQ(read_error(resealed(past)), "network 1: its runs of weights go past its " +
                                            std::to_string(table_size(kBaseFeatureSet)) +
                                            " weights");
  // A network of set 3 must have the weights of set 3.
  std::string tuples = file_of({with_tuples(Network::zero(alphabet("12")))});
  const std::size_t weights_field = 16 + 4 + 1 + 8 + 8 + 8;
  for (std::size_t byte = 0; byte < 4; ++byte) {
    tuples[weights_field + byte] =
        static_cast<char>(table_size(kBaseFeatureSet) >> (8 * byte) & 0xFF);
  }
  EXPECT_EQ(read_error(resealed(tuples)), "network 1 has " +
                                              std::to_string(table_size(kBaseFeatureSet)) +
                                              " weights, but its feature set has " +
                                              std::to_string(table_size(kTupleFeatureSet)));
}

TEST(ValueFile, RejectsBadStages) {
  const std::string good = file_of({Network::zero(alphabet("12"), {30, 60})});
  const std::size_t stages = 16 + 4 + 1 + 8 + 8 + 8;
  std::string none = good;
  none[stages] = 0;
  EXPECT_EQ(read_error(resealed(none)), "network 1 has 0 stages (1 to 4 allowed)");
  std::string five = good;
  five[stages] = 5;
  EXPECT_EQ(read_error(resealed(five)), "network 1 has 5 stages (1 to 4 allowed)");
  std::string backwards = good;
  backwards[stages + 1] = 70;
  EXPECT_EQ(read_error(resealed(backwards)),
            "network 1's stages begin at moves 70, 60 (increasing, 1 to 107)");
  std::string past_the_end = good;
  past_the_end[stages + 2] = static_cast<char>(108);
  EXPECT_EQ(read_error(resealed(past_the_end)),
            "network 1's stages begin at moves 30, 108 (increasing, 1 to 107)");
  EXPECT_EQ(read_problem(resealed(backwards)), FileProblem::kInvalid);
  // A file cut inside the stages.
  EXPECT_EQ(read_error(good.substr(0, stages + 2)), "truncated: the file ends inside network 1");
}

// Networks of one stage are written as version 1, as before the stages (the shipped file is
// one); a network with stages makes the file version 2, where a network of one stage says so.
TEST(ValueFile, WritesVersionOneUnlessANetworkHasStages) {
  std::vector<Network> networks = two_networks();
  const std::string old = file_of(networks);
  EXPECT_EQ(old[8], 1);
  std::stringstream old_in(old);
  for (const Network& network : read_networks(old_in)) EXPECT_EQ(network.stages(), 1);

  networks[0] = with_stages(networks[0], {40});
  const std::string staged = file_of(networks);
  EXPECT_EQ(staged[8], 2);
  // The second network's stages: after the first's stages, weights count, runs and their
  // floats (two runs of one weight, twice), then its own header.
  const std::size_t second_stages =
      16 + 4 + 1 + 8 + 8 + 8 + 2 + 4 + 4 + 4 * (4 + 4 + 4) + 4 + 1 + 8 + 8 + 8;
  EXPECT_EQ(staged[second_stages], 1);
  std::stringstream staged_in(staged);
  const std::vector<Network> read = read_networks(staged_in);
  ASSERT_EQ(read.size(), 2U);
  EXPECT_EQ(read[0].stage_starts, std::vector<int>{40});
  EXPECT_EQ(read[0].weights, networks[0].weights);
  EXPECT_EQ(read[1].stages(), 1);
  EXPECT_EQ(read[1].weights, networks[1].weights);
}

TEST(ValueFile, LoadingNamesTheFileAndTellsAMissingOneFromABadOne) {
  try {
    load_networks("/nonexistent/values");
    FAIL() << "loaded";
  } catch (const FileError& error) {
    EXPECT_EQ(error.status(), ExitCode::kNoInput);
    EXPECT_EQ(std::string(error.what()),
              "/nonexistent/values: cannot open: No such file or directory");
  }
  const std::string path = ::testing::TempDir() + "value_file_test.values";
  save_networks(path, two_networks());
  EXPECT_EQ(load_networks(path).size(), 2U);
  {
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    file << "ARBVALUE";
  }
  try {
    load_networks(path);
    FAIL() << "loaded";
  } catch (const FileError& error) {
    EXPECT_EQ(error.status(), ExitCode::kDataError);
    EXPECT_EQ(error.problem(), FileProblem::kTruncated);
    EXPECT_EQ(std::string(error.what()), path + ": truncated: the file ends inside the header");
  }
  std::filesystem::remove(path);
}

// A save whose final rename fails (the path is a directory) leaves no partial file behind,
// nor does one whose partial file cannot even be created.
TEST(ValueFile, AFailedSaveLeavesNoPartialFile) {
  const std::filesystem::path directory =
      std::filesystem::path(::testing::TempDir()) / "value_file_test.directory";
  std::filesystem::create_directories(directory);
  const std::string partial = directory.string() + ".partial";
  try {
    save_networks(directory.string(), two_networks());
    FAIL() << "saved over a directory";
  } catch (const FileError& error) {
    EXPECT_EQ(error.problem(), FileProblem::kCannotWrite);
    EXPECT_EQ(error.status(), ExitCode::kCannotCreate);
    EXPECT_EQ(std::string(error.what()).rfind(directory.string() + ": cannot write: ", 0), 0U)
        << error.what();
  }
  EXPECT_FALSE(std::filesystem::exists(partial));
  EXPECT_TRUE(std::filesystem::is_directory(directory));
  std::filesystem::remove(directory);

  const std::string nowhere = directory.string() + "/missing/x.values";
  try {
    save_networks(nowhere, two_networks());
    FAIL() << "saved into a missing directory";
  } catch (const FileError& error) {
    EXPECT_EQ(error.problem(), FileProblem::kCannotWrite);
    EXPECT_EQ(std::string(error.what()),
              nowhere + ".partial: cannot create: No such file or directory");
  }
  EXPECT_FALSE(std::filesystem::exists(nowhere + ".partial"));
}

}  // namespace
}  // namespace arbiter::bot::value
