#pragma once

// The stress drivers' side: starting solitaire-interactor with pipes the driver controls,
// looking at its resources in /proc while it runs, and finding processes that outlived it.
// Linux only.
#include <sys/types.h>

#include <chrono>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::stress {

/// Creates `directory` (and its parents), writable by every user: a bot run without the
/// sandbox by a judge that is root runs as user 65534, and writes its records there.
void make_shared_directory(const std::string& directory);

/// Makes the driver the reaper of its orphaned descendants (PR_SET_CHILD_SUBREAPER), so that
/// whatever the judge leaves behind becomes the driver's child, where leftovers() finds it.
void become_subreaper();

/// Appends `log_path=DIR/sanitizer` to ASAN_OPTIONS, UBSAN_OPTIONS and TSAN_OPTIONS, so that
/// a sanitizer report of the judge or a bot goes to a file instead of a pipe the driver may
/// not be reading (it would block the judge); sanitizer_reports() then lists those files.
void send_sanitizer_reports_to(const std::string& directory);
/// The contents of the sanitizer reports in `directory`, empty when there is none. A report
/// that only says the leak checker could not stop a thread is left out (see
/// killed_during_leak_check).
std::string sanitizer_reports(const std::string& directory);
/// Whether `report` says nothing but that LeakSanitizer could not read a thread's registers:
/// what it writes when the process it checks at exit is killed meanwhile (a bot finishing
/// its game as the judge kills it). No check ran, so there is nothing to report; any other
/// line makes it a real report.
bool killed_during_leak_check(const std::string& report);

/// What the driver sees of a process in /proc.
struct Usage {
  int fds = 0;       ///< Open descriptors.
  long rss_kb = 0;   ///< VmRSS.
  long anon_kb = 0;  ///< RssAnon: the part of VmRSS that is heap and stacks, not code.
  long peak_kb = 0;  ///< VmHWM, the peak resident set.
  int children = 0;  ///< Children of all its threads.
  int zombies = 0;   ///< Children that are zombies.
};
/// A snapshot of process `pid`.
Usage usage_of(pid_t pid);

/// The recorded processes (bot_support.h's record_process) of `record_path` that still
/// exist, as "PID (STATE)"; and how many were recorded.
std::vector<std::string> survivors(const std::string& record_path, int* recorded = nullptr);

/// The driver's children other than `except`: each is reaped (killed first if still
/// running) and reported as "PID zombie" or "PID running". After the judge exits, its
/// orphans are the driver's children (become_subreaper), so anything here outlived the judge.
std::vector<std::string> leftovers(pid_t except = -1);

/// solitaire-interactor started by a driver. Its standard output is a pipe of
/// `stdout_pipe_bytes` (at least a page; smaller pipes make it stop sooner when the driver
/// stops reading). Its standard error is a pipe filled up before it starts: its first write
/// there (a single game's result line, a benchmark's summary) blocks until finish(), so
/// after the last JSON line the judge waits, still alive, for the driver to look at it.
class JudgeProcess {
 public:
  JudgeProcess(const std::vector<std::string>& command, int stdout_pipe_bytes);
  ~JudgeProcess();
  JudgeProcess(const JudgeProcess&) = delete;
  JudgeProcess& operator=(const JudgeProcess&) = delete;

  pid_t pid() const { return pid_; }
  /// The next line of its standard output (without '\n'), waiting at most `timeout`; false at
  /// the end of the output or on timeout (timed_out() tells which).
  bool read_line(std::string& line, std::chrono::milliseconds timeout);
  bool timed_out() const { return timed_out_; }
  /// Bytes in its standard output pipe that the driver has not read.
  int unread_bytes() const;
  /// Unblocks and waits for it: reads both outputs to their end, the rest of standard output
  /// into `rest`, standard error (without the filler) into `errors`. Returns its wait status.
  int finish(std::string& rest, std::string& errors);
  /// Sends `signal` to it.
  void signal(int signal) const;

 private:
  pid_t pid_ = -1;
  int out_ = -1;
  int err_ = -1;
  std::size_t filler_ = 0;
  std::string buffer_;
  bool timed_out_ = false;
  bool finished_ = false;
};

/// Waits until the judge rests with no game in play: it has no child, its threads all sleep,
/// one of them blocked in a write to standard output (its pipe is full because the driver
/// stopped reading; the thread holds the lock every result goes through, so no other game
/// starts) or to standard error (it is done and waits, see JudgeProcess), and its standard
/// output pipe holds the same number of unread bytes, all for `quiet` in a row. False when
/// that takes more than `limit`.
bool wait_until_rest(const JudgeProcess& judge, std::chrono::milliseconds quiet,
                     std::chrono::milliseconds limit);

/// The namespaces ("pid:[4026532270]", from /proc/PID/ns/*) of `pid`'s descendants that the
/// driver itself is not in: those of the bots' sandboxes in play. Added to `seen`.
void note_sandbox_namespaces(pid_t pid, std::set<std::string>& seen);
/// The processes on the machine that are in one of `namespaces`, as "PID (NAMESPACE)", and
/// the nsfs mounts the driver sees that hold one open: after a run, there must be none.
std::vector<std::string> namespaces_left(const std::set<std::string>& namespaces);
/// The driver's mount table (/proc/self/mountinfo), to compare before and after a run.
std::string mount_table();

/// "1 234 567": thousands separated for reports.
std::string grouped(long long value);

}  // namespace arbiter::stress
