#include "interactor/run/containment_checks.h"

#include <unistd.h>

#include <boost/process/args.hpp>
#include <boost/process/child.hpp>
#include <boost/process/exe.hpp>
#include <boost/process/io.hpp>
#include <boost/process/pipe.hpp>
#include <system_error>

#include "common/exit_codes.h"
#include "interactor/sandbox/game_cgroup.h"
#include "interactor/sandbox/sandbox.h"

namespace arbiter::interactor {

int check_sandbox(const Console& in, const Containment& containment) {
  if (!containment.sandbox) return 0;
  const std::string helper = sandbox_helper_path();
  std::string reason;
  if (::access(helper.c_str(), X_OK) != 0) {
    reason = "its helper " + helper + " is missing";
  } else {
    // Started without a shell, whose quoting the helper's path could break.
    namespace bp = boost::process;
    bp::ipstream said;
    std::error_code error;
    bp::child probe(bp::exe = helper, bp::args = {"--probe"}, (bp::std_out & bp::std_err) > said,
                    bp::std_in < bp::null, error);
    for (std::string line; !error && std::getline(said, line);) reason.append(line).append("\n");
    if (!error) probe.wait(error);
    if (!error && probe.exit_code() == 0) return 0;
    while (!reason.empty() && reason.back() == '\n') reason.pop_back();
    if (reason.empty() && error) reason = "solitaire-sandbox --probe: " + error.message();
    if (reason.empty()) reason = "solitaire-sandbox --probe failed";
  }
  in.err << in.tool << ": cannot run the bot in a sandbox on this machine: " << reason
         << "\nRun untrusted bots where user namespaces are allowed; give --no-sandbox only to a "
            "bot you trust (its limits still apply).\n";
  return to_int(ExitCode::kNoInput);
}

int choose_memory_guard(const Console& in, GuardRequest request, Containment& containment,
                        std::string& note) {
  if (request == GuardRequest::kWatch) return 0;
  CgroupChoice choice;
  try {
    choice = find_cgroup_site();
  } catch (const CgroupError& error) {
    in.err << in.tool << ": memory guard: " << error.what() << '\n';
    return to_int(ExitCode::kNoInput);
  }
  if (choice.site) {
    containment.cgroup = choice.site;
    return 0;
  }
  if (request == GuardRequest::kCgroup) {
    in.err << in.tool << ": --memory-guard cgroup: the judge cannot make a cgroup here ("
           << choice.reason << ")\n";
    return to_int(ExitCode::kNoInput);
  }
  note =
      std::string(in.tool) + ": note: memory guard: the watch, no cgroup (" + choice.reason + ")\n";
  return 0;
}

void warn_without_sandbox(const Console& in, const Containment& containment) {
  if (containment.sandbox) return;
  in.err << in.tool
         << ": warning: --no-sandbox: the bot ran unconfined, with the judge's view of the "
            "machine (the deal files included); only the limits applied\n";
}

}  // namespace arbiter::interactor
