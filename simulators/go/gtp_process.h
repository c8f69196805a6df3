#pragma once

#include <sys/types.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "simulators/go/gtp.h"
#include "simulators/go/record_score.h"
#include "simulators/go/scoring_options.h"

/// A GTP engine run as a child process, its standard input and output on pipes: the one part
/// of go-score's counting that does I/O beyond its own input and output. POSIX only.
namespace arbiter::go {

/// The Debian package that installs GNU Go, named in the error when it is missing.
inline constexpr const char* kGnuGoPackage = "gnugo";

/// Where GNU Go is: `gnugo` in PATH, else /usr/games/gnugo (where Debian puts it, a folder not
/// every PATH has); nullopt when neither is there.
std::optional<std::string> find_gnugo();

/// A running engine. The destructor sends `quit`, closes the pipes and waits for it.
class GtpProcess : public GtpEngine {
 public:
  /// Starts `program` (a path, or a name looked up in PATH) with `arguments`, as `name`.
  /// Throws GtpError when it cannot be started.
  GtpProcess(std::string name, const std::string& program,
             const std::vector<std::string>& arguments);
  GtpProcess(const GtpProcess&) = delete;
  GtpProcess& operator=(const GtpProcess&) = delete;
  GtpProcess(GtpProcess&&) = delete;
  GtpProcess& operator=(GtpProcess&&) = delete;
  ~GtpProcess() override;

  std::string name() const override { return name_; }
  std::string exchange(const std::string& command) override;

 private:
  // Writes all of `text` to the engine; false when it has closed its input.
  bool write_all(const std::string& text) const;

  std::string name_;
  pid_t pid_ = -1;
  int to_engine_ = -1;
  int from_engine_ = -1;
  std::string buffered_;  // What the engine wrote beyond the last reply.
};

/// GNU Go in GTP mode: `program`, or find_gnugo()'s when empty, at `level` (its --level) when
/// given. Throws GtpError when it is not installed (naming the package and --gnugo) or cannot
/// be started.
std::unique_ptr<GtpProcess> start_gnugo(const std::string& program,
                                        std::optional<int> level = std::nullopt);

/// GNU Go's judgement for --dead gnugo (none for any other `scoring.dead`): `engine`, started
/// by start_gnugo at the first game that asks and kept for the rest of the run. `scoring` and
/// `engine` must outlive the judge.
LifeJudge gnugo_life_judge(const ScoringOptions& scoring, std::unique_ptr<GtpProcess>& engine);

}  // namespace arbiter::go
