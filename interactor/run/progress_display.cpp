#include "interactor/run/progress_display.h"

#include <sys/ioctl.h>
#include <unistd.h>

#include <utility>

namespace arbiter::interactor {

std::function<void(std::uint64_t, std::uint64_t)> ProgressDisplay::updater(LineMaker line) {
  if (!shown_) return {};
  return [this, line = std::move(line)](std::uint64_t done, std::uint64_t total) {
    update(done, total, line);
  };
}

void ProgressDisplay::update(std::uint64_t done, std::uint64_t total, const LineMaker& line) {
  const Clock::time_point now = Clock::now();
  if (done < total && drawn_ && now - last_ < kRedraw) return;
  const Progress progress{done, total, std::chrono::duration_cast<Milliseconds>(now - start_)};
  // A line as wide as the terminal would wrap, and \r would go back to its second half.
  err_ << '\r' << line(progress, terminal_columns() - 1) << "\033[K" << std::flush;
  drawn_ = true;
  last_ = now;
}

void ProgressDisplay::clear() {
  if (drawn_) err_ << "\r\033[K" << std::flush;
  drawn_ = false;
}

std::size_t ProgressDisplay::terminal_columns() {
  winsize size{};
  constexpr std::size_t kDefault = 80;
  if (::ioctl(STDERR_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_col < 2) return kDefault;
  return size.ws_col;
}

}  // namespace arbiter::interactor
