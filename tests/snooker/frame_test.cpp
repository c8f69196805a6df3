// The rules of docs/snooker.md, one at a time, on the core alone: penalties, respots, the
// nominated colour, the phase change after the last red (legal or in a foul), Play again with
// and without in-hand, the last black (a miss, a foul, a tie and the lot), and the defects the
// core refuses.
#include "simulators/snooker/frame.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/snooker/events.h"

namespace arbiter::snooker {
namespace {

using testing::event_of;
using testing::play;
using testing::play_all;
using testing::reds_potted;

using Balls = std::vector<Ball>;
using Fouls = std::vector<Foul>;
using Score = std::array<int, 2>;

// Player 0 pots every red in one stroke and the black after it, then misses Yellow: player 1
// is on Yellow with all six colours up, score 22 : 0.
Frame second_phase() {
  Frame frame;
  play_all(frame, {reds_potted(15), "Black Black", "Yellow"});
  return frame;
}

// Player 0 has cleared to the pink (42 : 0) and missed the black: player 1 is on the black.
Frame last_black() {
  Frame frame;
  play_all(frame, {reds_potted(15), "Black Black", "Yellow Yellow", "Green Green", "Brown Brown",
                   "Blue Blue", "Pink Pink", "Black"});
  return frame;
}

// --- The table at the start -----------------------------------------------------------------

TEST(Frame, StartsWithFifteenRedsAllColoursAndTheBreakOffInHand) {
  const Frame frame;
  EXPECT_EQ(frame.score(), (Score{0, 0}));
  EXPECT_EQ(frame.reds(), 15);
  for (const Ball colour : kColours) EXPECT_TRUE(frame.on_table(colour));
  EXPECT_EQ(frame.turn(), (Turn{0, true}));
  EXPECT_EQ(frame.ball_on(Ball::kRed), Ball::kRed);
  EXPECT_EQ(frame.points_on_table(), 147);
  EXPECT_FALSE(frame.over());
  EXPECT_NO_THROW(frame.check_invariants());
}

// --- Penalties --------------------------------------------------------------------------------

TEST(FramePenalty, HittingNothingCostsAtLeastFour) {
  Frame frame;
  const Decisions decisions = play(frame, "None");
  EXPECT_EQ(decisions.fouls, (Fouls{Foul::kHitNothing}));
  EXPECT_EQ(decisions.penalty, 4);
  EXPECT_EQ(decisions.score, (Score{0, 4}));
  EXPECT_EQ(decisions.next_turn, (Turn{1, false}));
}

TEST(FramePenalty, FirstHitColourCountsItsValue) {
  Frame frame;
  const Decisions decisions = play(frame, "Blue");
  EXPECT_EQ(decisions.fouls, (Fouls{Foul::kWrongFirstHit}));
  EXPECT_EQ(decisions.penalty, 5);
}

TEST(FramePenalty, PottedColourCountsItsValueAndIsRespotted) {
  Frame frame;
  const Decisions decisions = play(frame, "Red Pink");
  EXPECT_EQ(decisions.fouls, (Fouls{Foul::kPottedNotOn}));
  EXPECT_EQ(decisions.penalty, 6);
  EXPECT_EQ(decisions.respot, (Balls{Ball::kPink}));
  EXPECT_TRUE(frame.on_table(Ball::kPink));
}

TEST(FramePenalty, RedAndColourTogetherIsAFoulAndTheRedStaysDown) {
  Frame frame;
  const Decisions decisions = play(frame, "Red Red Black");
  EXPECT_EQ(decisions.penalty, 7);
  EXPECT_EQ(decisions.points, 0);
  EXPECT_EQ(decisions.score, (Score{0, 7}));
  EXPECT_EQ(decisions.respot, (Balls{Ball::kBlack}));
  EXPECT_EQ(frame.reds(), 14);
}

TEST(FramePenalty, InOffGivesTheOpponentBallInHand) {
  Frame frame;
  const Decisions decisions = play(frame, "Red Red White");
  EXPECT_EQ(decisions.fouls, (Fouls{Foul::kInOff}));
  EXPECT_EQ(decisions.penalty, 4);
  EXPECT_EQ(decisions.next_turn, (Turn{1, true}));
  EXPECT_EQ(frame.reds(), 14);
}

TEST(FramePenalty, SeveralFoulsCountOnlyTheHighestValue) {
  Frame frame;
  const Decisions decisions = play(frame, "Blue Pink Yellow White");
  EXPECT_EQ(decisions.fouls, (Fouls{Foul::kWrongFirstHit, Foul::kPottedNotOn, Foul::kInOff}));
  EXPECT_EQ(decisions.penalty, 6);
  EXPECT_EQ(decisions.respot, (Balls{Ball::kYellow, Ball::kPink}));
}

// The core lists the balls the penalty is the max of, each once (ball on, first hit, potted),
// White left out, and the potted balls that were not on, in the order written.
TEST(FramePenalty, DecisionsListThePenaltyBallsAndThePottedBallsNotOn) {
  Frame frame;
  const Decisions decisions = play(frame, "Blue Black Red Yellow White");
  EXPECT_EQ(decisions.fouls, (Fouls{Foul::kWrongFirstHit, Foul::kPottedNotOn, Foul::kInOff}));
  EXPECT_EQ(decisions.penalty_balls, (Balls{Ball::kRed, Ball::kBlue, Ball::kBlack, Ball::kYellow}));
  EXPECT_EQ(decisions.potted_not_on, (Balls{Ball::kBlack, Ball::kYellow}));
  EXPECT_EQ(decisions.penalty, 7);
}

TEST(FramePenalty, AnInOffAloneListsNoBallNotOn) {
  Frame frame;
  const Decisions decisions = play(frame, "Red Red White");
  EXPECT_EQ(decisions.fouls, (Fouls{Foul::kInOff}));
  EXPECT_TRUE(decisions.potted_not_on.empty());
  EXPECT_EQ(decisions.penalty_balls, (Balls{Ball::kRed}));
  EXPECT_EQ(decisions.penalty, 4);
}

TEST(FramePenalty, ALegalStrokeHasNoPenaltyBalls) {
  Frame frame;
  const Decisions decisions = play(frame, "Red Red Red");
  EXPECT_TRUE(decisions.penalty_balls.empty());
  EXPECT_TRUE(decisions.potted_not_on.empty());
}

TEST(FramePenalty, RespottedColoursComeInAscendingValue) {
  Frame frame;
  const Decisions decisions = play(frame, "Red Black Pink Yellow Red");
  EXPECT_EQ(decisions.respot, (Balls{Ball::kYellow, Ball::kPink, Ball::kBlack}));
  EXPECT_EQ(frame.reds(), 14);
}

TEST(FramePenalty, NominatedColourIsTheColourHitFirst) {
  Frame frame;
  play(frame, "Red Red");
  const Decisions decisions = play(frame, "Pink Red");
  EXPECT_EQ(decisions.ball_on, Ball::kPink);
  EXPECT_EQ(decisions.ball_on_rule, BallOnRule::kNominatedByHit);
  EXPECT_TRUE(decisions.nominated());
  EXPECT_EQ(decisions.fouls, (Fouls{Foul::kPottedNotOn}));
  EXPECT_EQ(decisions.penalty, 6);
}

TEST(FramePenalty, NothingHitAfterARedNominatesYellow) {
  Frame frame;
  play(frame, "Red Red");
  const Decisions decisions = play(frame, "None");
  EXPECT_EQ(decisions.ball_on, Ball::kYellow);
  EXPECT_EQ(decisions.ball_on_rule, BallOnRule::kNominatedByDefault);
  EXPECT_TRUE(decisions.nominated());
  EXPECT_EQ(decisions.penalty, 4);
  EXPECT_EQ(decisions.score, (Score{1, 4}));
}

TEST(FramePenalty, RedHitFirstAfterARedIsAFoulOnYellow) {
  Frame frame;
  play(frame, "Red Red");
  const Decisions decisions = play(frame, "Red Red");
  EXPECT_EQ(decisions.ball_on, Ball::kYellow);
  EXPECT_EQ(decisions.ball_on_rule, BallOnRule::kNominatedByDefault);
  EXPECT_EQ(decisions.fouls, (Fouls{Foul::kWrongFirstHit, Foul::kPottedNotOn}));
  EXPECT_EQ(decisions.penalty, 4);
  EXPECT_EQ(frame.reds(), 13);
}

TEST(FramePenalty, SecondPhaseWrongColourCountsTheHigherValue) {
  Frame frame = second_phase();
  const Decisions decisions = play(frame, "Black");
  EXPECT_EQ(decisions.ball_on, Ball::kYellow);
  EXPECT_EQ(decisions.ball_on_rule, BallOnRule::kLowestColour);
  EXPECT_FALSE(decisions.nominated());
  EXPECT_EQ(decisions.penalty_balls, (Balls{Ball::kYellow, Ball::kBlack}));
  EXPECT_EQ(decisions.penalty, 7);
  EXPECT_EQ(decisions.score, (Score{29, 0}));
}

TEST(FramePenalty, SecondPhaseInOffRespotsTheBallOn) {
  Frame frame = second_phase();
  const Decisions decisions = play(frame, "Yellow Yellow White");
  EXPECT_EQ(decisions.penalty, 4);
  EXPECT_EQ(decisions.points, 0);
  EXPECT_EQ(decisions.respot, (Balls{Ball::kYellow}));
  EXPECT_TRUE(frame.on_table(Ball::kYellow));
  EXPECT_EQ(decisions.next_turn, (Turn{0, true}));
}

// --- Legal strokes ----------------------------------------------------------------------------

TEST(FrameLegal, EachRedScoresOneAndAColourIsOnNext) {
  Frame frame;
  const Decisions decisions = play(frame, "Red Red Red Red");
  EXPECT_FALSE(decisions.foul());
  EXPECT_EQ(decisions.ball_on_rule, BallOnRule::kRed);
  EXPECT_FALSE(decisions.nominated());
  EXPECT_FALSE(decisions.stays_down);
  EXPECT_EQ(decisions.points, 3);
  EXPECT_EQ(decisions.score, (Score{3, 0}));
  EXPECT_FALSE(decisions.next_turn.has_value());
  EXPECT_TRUE(frame.colour_on());
  EXPECT_EQ(frame.reds(), 12);
  EXPECT_EQ(frame.turn(), (Turn{0, false}));
}

TEST(FrameLegal, ColourAfterARedScoresAndIsRespotted) {
  Frame frame;
  play(frame, "Red Red");
  const Decisions decisions = play(frame, "Blue Blue");
  EXPECT_EQ(decisions.points, 5);
  EXPECT_FALSE(decisions.stays_down);
  EXPECT_EQ(decisions.respot, (Balls{Ball::kBlue}));
  EXPECT_FALSE(decisions.next_turn.has_value());
  EXPECT_EQ(frame.ball_on(Ball::kRed), Ball::kRed);
  EXPECT_EQ(frame.score(), (Score{6, 0}));
}

TEST(FrameLegal, AMissPassesTheTurnWithoutInHand) {
  Frame frame;
  const Decisions decisions = play(frame, "Red");
  EXPECT_FALSE(decisions.foul());
  EXPECT_EQ(decisions.score, (Score{0, 0}));
  EXPECT_EQ(decisions.next_turn, (Turn{1, false}));
}

TEST(FrameLegal, AMissOnTheColourPutsRedBackOn) {
  Frame frame;
  play(frame, "Red Red");
  const Decisions decisions = play(frame, "Green");
  EXPECT_EQ(decisions.next_turn, (Turn{1, false}));
  EXPECT_FALSE(frame.colour_on());
  EXPECT_EQ(frame.ball_on(Ball::kGreen), Ball::kRed);
}

TEST(FrameLegal, SecondPhaseColoursStayDownInOrder) {
  Frame frame = second_phase();
  const Decisions decisions = play(frame, "Yellow Yellow");
  EXPECT_EQ(decisions.points, 2);
  EXPECT_TRUE(decisions.stays_down);
  EXPECT_TRUE(decisions.respot.empty());
  EXPECT_FALSE(frame.on_table(Ball::kYellow));
  EXPECT_EQ(frame.ball_on(Ball::kBlack), Ball::kGreen);
}

// --- Phase change -----------------------------------------------------------------------------

TEST(FramePhase, ColourAfterTheLastRedIsRespottedThenYellowIsOn) {
  Frame frame;
  play(frame, reds_potted(15));
  EXPECT_EQ(frame.reds(), 0);
  EXPECT_TRUE(frame.colour_on());
  const Decisions decisions = play(frame, "Pink Pink");
  EXPECT_EQ(decisions.respot, (Balls{Ball::kPink}));
  EXPECT_FALSE(decisions.stays_down);
  EXPECT_EQ(frame.ball_on(Ball::kPink), Ball::kYellow);
}

TEST(FramePhase, MissedColourAfterTheLastRedLeavesYellowOn) {
  Frame frame;
  play(frame, reds_potted(15));
  const Decisions decisions = play(frame, "Black");
  EXPECT_EQ(decisions.next_turn, (Turn{1, false}));
  EXPECT_EQ(frame.ball_on(Ball::kBlack), Ball::kYellow);
}

TEST(FramePhase, FoulOnTheColourAfterTheLastRedLeavesYellowOn) {
  Frame frame;
  play(frame, reds_potted(15));
  const Decisions decisions = play(frame, "Blue Blue White");
  EXPECT_EQ(decisions.penalty, 5);
  EXPECT_EQ(decisions.respot, (Balls{Ball::kBlue}));
  EXPECT_EQ(frame.ball_on(Ball::kBlue), Ball::kYellow);
}

TEST(FramePhase, LastRedsPottedInAFoulPutYellowOnAtOnce) {
  Frame frame;
  play(frame, reds_potted(14));
  play(frame, "Black");  // Player 0 misses the colour.
  const Decisions decisions = play(frame, "Red Red White");
  EXPECT_EQ(decisions.reds_left, 0);
  EXPECT_EQ(decisions.next_turn, (Turn{0, true}));
  EXPECT_FALSE(frame.colour_on());
  EXPECT_EQ(frame.ball_on(std::nullopt), Ball::kYellow);
  EXPECT_TRUE(frame.defect(event_of("Red")).has_value());  // No red is left to hit.
}

// --- Play again -------------------------------------------------------------------------------

TEST(FramePlayAgain, OffenderPlaysAgainFromThePositionLeft) {
  Frame frame;
  play(frame, "None");
  const Decisions decisions = play(frame, "Play again");
  EXPECT_EQ(decisions.next_turn, (Turn{0, false}));
  EXPECT_EQ(decisions.score, (Score{0, 4}));
  EXPECT_EQ(frame.ball_on(Ball::kRed), Ball::kRed);
}

TEST(FramePlayAgain, AfterAnInOffTheOffenderPlaysInHand) {
  Frame frame;
  play(frame, "Red White");
  const Decisions decisions = play(frame, "Play again");
  EXPECT_EQ(decisions.next_turn, (Turn{0, true}));
}

TEST(FramePlayAgain, BallOnResetsForTheOffender) {
  Frame frame;
  play(frame, "Red Red");
  play(frame, "Pink Red");  // A foul on the colour: the offender plays again on Red.
  play(frame, "Play again");
  EXPECT_FALSE(frame.colour_on());
  EXPECT_EQ(frame.ball_on(Ball::kPink), Ball::kRed);
}

TEST(FramePlayAgain, OnlyRightAfterAFoul) {
  Frame frame;
  EXPECT_EQ(frame.defect(PlayAgain{}), (Defect{0, "\"Play again\" must follow a foul"}));
  play(frame, "Red");
  EXPECT_TRUE(frame.defect(PlayAgain{}).has_value());
  play(frame, "None");
  play(frame, "Play again");
  EXPECT_TRUE(frame.defect(PlayAgain{}).has_value());  // Not twice.
}

// --- The last black ---------------------------------------------------------------------------

TEST(FrameLastBlack, AMissDoesNotEndTheFrame) {
  Frame frame = last_black();
  EXPECT_TRUE(frame.only_black_left());
  const Decisions decisions = play(frame, "Black");
  EXPECT_EQ(decisions.end, FrameEnd::kContinues);
  EXPECT_EQ(decisions.next_turn, (Turn{0, false}));
  EXPECT_FALSE(frame.over());
}

TEST(FrameLastBlack, APotEndsTheFrame) {
  Frame frame = last_black();
  const Decisions decisions = play(frame, "Black Black");
  EXPECT_EQ(decisions.end, FrameEnd::kWon);
  EXPECT_FALSE(decisions.stays_down);  // The pot ends the frame instead.
  EXPECT_EQ(decisions.winner, 0);      // 42 : 7.
  EXPECT_EQ(decisions.score, (Score{42, 7}));
  EXPECT_FALSE(decisions.next_turn.has_value());
  EXPECT_TRUE(decisions.respot.empty());
  EXPECT_TRUE(frame.over());
}

TEST(FrameLastBlack, AFoulIsWorthSevenAndEndsTheFrame) {
  Frame frame = last_black();
  const Decisions decisions = play(frame, "None");
  EXPECT_EQ(decisions.penalty, 7);
  EXPECT_EQ(decisions.end, FrameEnd::kWon);
  EXPECT_EQ(decisions.winner, 0);
  EXPECT_EQ(decisions.score, (Score{49, 0}));
  EXPECT_TRUE(frame.over());
}

TEST(FrameLastBlack, AFoulThatPotsTheBlackRespotsNothing) {
  Frame frame = last_black();
  const Decisions decisions = play(frame, "Black Black White");
  EXPECT_EQ(decisions.end, FrameEnd::kWon);
  EXPECT_TRUE(decisions.respot.empty());
}

TEST(FrameLastBlack, ATieOnAPotRespotsTheBlackAndAwaitsTheLot) {
  Frame frame;
  // 0 : 4, 0 : 19, 0 : 19 and Alice's turn, two fouls by Alice (0 : 27), then Alice clears.
  const Decisions tie =
      play_all(frame, {"None", reds_potted(15), "Black", "Yellow Yellow White", "Play again",
                       "None", "Play again", "Yellow Yellow", "Green Green", "Brown Brown",
                       "Blue Blue", "Pink Pink", "Black Black"});
  EXPECT_EQ(tie.score, (Score{27, 27}));
  EXPECT_EQ(tie.end, FrameEnd::kTie);
  EXPECT_EQ(tie.respot, (Balls{Ball::kBlack}));
  EXPECT_FALSE(tie.next_turn.has_value());
  EXPECT_TRUE(frame.awaiting_lot());
  EXPECT_TRUE(frame.on_table(Ball::kBlack));
  EXPECT_TRUE(frame.defect(event_of("Black")).has_value());
  EXPECT_TRUE(frame.defect(PlayAgain{}).has_value());

  const Decisions lot = play(frame, "lot 1");
  EXPECT_EQ(lot.next_turn, (Turn{1, true}));
  const Decisions miss = play(frame, "Black");  // Still no end on a miss.
  EXPECT_EQ(miss.next_turn, (Turn{0, false}));
  const Decisions foul = play(frame, "Black White");
  EXPECT_EQ(foul.penalty, 7);
  EXPECT_EQ(foul.end, FrameEnd::kWon);
  EXPECT_EQ(foul.winner, 1);
  EXPECT_EQ(foul.score, (Score{27, 34}));
}

TEST(FrameLastBlack, ATieOnAFoul) {
  Frame frame;
  // Alice fouls (0 : 5); Bob takes 15 reds and a black (0 : 27) then misses Yellow; Alice
  // clears to the pink (20 : 27) and misses the black; Bob's foul on it levels the score.
  const Decisions tie =
      play_all(frame, {"Blue", reds_potted(15), "Black Black", "Yellow", "Yellow Yellow",
                       "Green Green", "Brown Brown", "Blue Blue", "Pink Pink", "Black", "None"});
  EXPECT_EQ(tie.fouls, (Fouls{Foul::kHitNothing}));
  EXPECT_EQ(tie.score, (Score{27, 27}));
  EXPECT_EQ(tie.end, FrameEnd::kTie);
  EXPECT_EQ(tie.respot, (Balls{Ball::kBlack}));
  EXPECT_TRUE(frame.defect(PlayAgain{}).has_value());  // A lot follows a tie, not Play again.
  const Decisions lot = play(frame, "lot 0");
  EXPECT_EQ(lot.next_turn, (Turn{0, true}));
  const Decisions pot = play(frame, "Black Black");
  EXPECT_EQ(pot.winner, 0);
  EXPECT_EQ(pot.score, (Score{34, 27}));
}

TEST(FrameLastBlack, ALotIsRefusedWithoutATie) {
  Frame frame = last_black();
  EXPECT_EQ(frame.defect(Lot{0}), (Defect{0, "a player is named only after a Tie"}));
}

// --- Impossible strokes -----------------------------------------------------------------------

TEST(FrameDefect, MoreRedsPottedThanRemain) {
  Frame frame;
  play(frame, reds_potted(13));
  play(frame, "Yellow");
  EXPECT_EQ(frame.defect(event_of("Red Red Red Red")),
            (Defect{3, "more reds potted than the 2 reds left on the table"}));
}

TEST(FrameDefect, RedPottedWhenNoneIsLeft) {
  Frame frame = second_phase();
  EXPECT_EQ(frame.defect(event_of("Yellow Red")),
            (Defect{1, "Red potted, but no red is left on the table"}));
}

TEST(FrameDefect, RedHitWhenNoneIsLeft) {
  Frame frame = second_phase();
  EXPECT_EQ(frame.defect(event_of("Red")),
            (Defect{0, "Red hit first, but no red is left on the table"}));
}

TEST(FrameDefect, ColourThatIsDown) {
  Frame frame = second_phase();
  play(frame, "Yellow Yellow");
  EXPECT_EQ(frame.defect(event_of("Yellow")),
            (Defect{0, "Yellow hit first, but Yellow is not on the table"}));
  EXPECT_EQ(frame.defect(event_of("Green Green Yellow")),
            (Defect{2, "Yellow potted, but Yellow is not on the table"}));
}

TEST(FrameDefect, SameBallTwiceInOneStroke) {
  const Frame frame;
  EXPECT_EQ(frame.defect(event_of("Red Pink Pink")),
            (Defect{2, "Pink potted twice in one stroke"}));
  EXPECT_EQ(frame.defect(event_of("Red White White")),
            (Defect{2, "White potted twice in one stroke"}));
}

TEST(FrameDefect, NothingHitButABallPotted) {
  const Frame frame;
  EXPECT_EQ(frame.defect(event_of("None Red")),
            (Defect{1, "Red potted, but the cue ball hit nothing"}));
  EXPECT_FALSE(frame.defect(event_of("None White")).has_value());
}

TEST(FrameDefect, NothingOnceTheFrameIsOver) {
  Frame frame = last_black();
  play(frame, "Black Black");
  EXPECT_EQ(frame.defect(event_of("Black")), (Defect{0, "the frame is over"}));
}

}  // namespace
}  // namespace arbiter::snooker
