// solitaire-sandbox: the helper solitaire-interactor starts in a bot's place to run it in a
// sandbox (see interactor/sandbox/sandbox_helper.h). Useful alone too, to see a bot run contained:
//   solitaire-sandbox --program /usr/bin/python3 -- python3 bot.py
#include "interactor/sandbox/sandbox_helper.h"

int main(int argc, char** argv) { return arbiter::interactor::sandbox_main(argc, argv); }
