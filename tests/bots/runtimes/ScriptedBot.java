// The zoo's scripted bot in Java, for the sandbox's test of a Java bot: plays the moves of the
// file args[0] ("r c" a line) after the deal's first six lines, then stops with 0 0. Run from
// its source (java ScriptedBot.java MOVES), as a user may run a one-file bot.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

public final class ScriptedBot {
  private ScriptedBot() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      System.exit(2);
    }
    List<String> moves = Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8);
    BufferedReader judge =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (int row = 0; row < 6; ++row) {
      if (judge.readLine() == null) {
        System.exit(9);
      }
    }
    for (String move : moves) {
      if (move.isBlank()) {
        continue;
      }
      System.out.println(move.strip());
      System.out.flush();
      if (judge.readLine() == null) {
        System.exit(9);
      }
    }
    System.out.println("0 0");
    System.out.flush();
  }
}
