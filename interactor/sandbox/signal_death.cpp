#include "interactor/sandbox/signal_death.h"

#include <unistd.h>

#include <csignal>

namespace arbiter::interactor {

void die_of_signal(int signal) {
  struct sigaction action {};
  action.sa_handler = SIG_DFL;
  sigemptyset(&action.sa_mask);
  // These fail only for an invalid signal number, and then the exit below tells it.
  static_cast<void>(::sigaction(signal, &action, nullptr));
  sigset_t only;
  sigemptyset(&only);
  sigaddset(&only, signal);
  static_cast<void>(::pthread_sigmask(SIG_UNBLOCK, &only, nullptr));
  static_cast<void>(::raise(signal));
  ::_exit(128 + signal);
}

}  // namespace arbiter::interactor
