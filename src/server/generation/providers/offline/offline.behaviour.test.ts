// The offline generator's programs do what their explanations promise: each answer is parsed,
// exported as .sb3, loaded into Scratch's real engine (scratch-vm, headless, on a virtual
// clock), the green flag pressed, and the stage checked the way a child would look at it.
import { describe, expect, it } from "vitest";
import { normalizeBlocksText, parseProgram } from "../../../../blocks";
import { toSb3 } from "../../../../blocks/sb3";
import { loadInVm, type TVmRun } from "../../../../blocks/sb3/test-support/scratch-vm.harness";
import { createOfflineProvider } from "./offline.provider";

const provider = createOfflineProvider();

async function run(prompt: string, drive: (run: TVmRun, text: string) => Promise<void>): Promise<void> {
  const answer = await provider.generate({ prompt });
  if (answer.kind !== "program") throw new Error(`no program for ${prompt}`);
  // the generation pipeline normalises before it stores and renders, so test what users get
  const text = normalizeBlocksText(answer.text);
  const { program, diagnostics } = parseProgram(text);
  expect(diagnostics).toEqual([]);
  // one loop iteration per frame, as in the Scratch editor where every move redraws the stage
  const vm = await loadInVm(await toSb3(program), { workMsPerIteration: 7 });
  try {
    vm.greenFlag();
    await drive(vm, text);
  } finally {
    vm.dispose();
  }
}

function startOf(text: string): { x: number; y: number } {
  const [, x, y] = /go to x: \((-?[\d.]+)\) y: \((-?[\d.]+)\)/.exec(text) ?? [];
  return { x: Number(x), y: Number(y) };
}

const holdKey = (vm: TVmRun, key: string, isDown: boolean) => vm.vm.runtime.ioDevices.keyboard.postData({ key, isDown });

describe("offline programs in Scratch's engine", () => {
  it.each(["draw a 5 sided shape", "draw a red hexagon", "Draw a star with the pen", "draw a star with 7 points"])(
    "%s: the pen goes all the way round and ends where it started",
    async (prompt) => {
      await run(prompt, async (vm, text) => {
        expect(await vm.runUntilIdle(3_000)).toBeLessThan(3_000);
        const start = startOf(text);
        const sprite = vm.sprite();
        expect(sprite.x).toBeCloseTo(start.x, 0);
        expect(sprite.y).toBeCloseTo(start.y, 0);
        expect(sprite.isPenDown).toBe(false);
      });
    },
  );

  it("jump: space sends the sprite up and it lands where it was", async () => {
    await run("Make the cat jump when I press the space key", async (vm) => {
      await vm.step(3);
      await vm.pressKey(" ");
      await vm.step(8);
      expect(vm.sprite().y).toBeGreaterThan(50);
      await vm.runUntilIdle(200);
      expect(vm.sprite().y).toBe(0);
    });
  });

  it("jump with gravity: the sprite rises, slows, and lands back on the ground", async () => {
    await run("jump with gravity like a platformer", async (vm) => {
      await vm.step(10);
      expect(vm.sprite().y).toBe(-100);
      await vm.pressKey(" ");
      await vm.step(10);
      expect(vm.sprite().y).toBeGreaterThan(-100);
      await vm.step(60);
      expect(vm.sprite().y).toBe(-100);
    });
  });

  it("arrow keys: holding the right arrow moves right, the left arrow moves back", async () => {
    await run("move with arrow keys", async (vm) => {
      await vm.step(2);
      holdKey(vm, "ArrowRight", true);
      await vm.step(10);
      holdKey(vm, "ArrowRight", false);
      const x = vm.sprite().x;
      expect(x).toBeGreaterThanOrEqual(50);
      holdKey(vm, "ArrowLeft", true);
      await vm.step(5);
      holdKey(vm, "ArrowLeft", false);
      expect(vm.sprite().x).toBeLessThan(x);
    });
  });

  it("counting: the sprite says 1 to 5, then Done!", async () => {
    await run("make the cat count to 5", async (vm) => {
      expect(await vm.runUntilIdle(2_000)).toBeLessThan(2_000);
      expect(vm.saidTexts).toEqual(["1", "2", "3", "4", "5", "Done!"]);
    });
  });

  it("times table: the sprite says the 3 times table up to 3 × 3", async () => {
    await run("say the 3 times table up to 3", async (vm) => {
      expect(await vm.runUntilIdle(2_000)).toBeLessThan(2_000);
      expect(vm.saidTexts).toEqual(["1 x 3 = 3", "2 x 3 = 6", "3 x 3 = 9"]);
    });
  });

  it("countdown: time left goes down each second and the game stops at zero", async () => {
    await run("countdown from 3", async (vm) => {
      await vm.step(70);
      expect(vm.sprite().variables["time left"]).toBe(2);
      expect(await vm.runUntilIdle(600)).toBeLessThan(600);
      expect(vm.sprite().variables["time left"]).toBe(0);
      expect(vm.saidTexts).toContain("Time's up!");
    });
  });

  it("composed program: arrow keys, a score at zero and a running timer all work at once", async () => {
    await run("Move my sprite with the arrow keys, add a score and a 30 second timer", async (vm) => {
      await vm.step(2);
      holdKey(vm, "ArrowUp", true);
      await vm.step(5);
      holdKey(vm, "ArrowUp", false);
      expect(vm.sprite().y).toBeGreaterThan(0);
      await vm.step(130);
      const { score, "time left": timeLeft } = vm.sprite().variables;
      expect([Number(score), Number(timeLeft)]).toEqual([0, 28]);
    });
  });

  it("broadcast: the message arrives and both receiving scripts run", async () => {
    await run("send a message called game over", async (vm) => {
      expect(await vm.runUntilIdle(1_000)).toBeLessThan(1_000);
      expect(vm.broadcastsReceived).toContain("game over");
      expect(vm.saidTexts).toContain("I got the game over message!");
    });
  });

  it("clones: things keep falling from the top", async () => {
    await run("make stars fall from the sky", async (vm) => {
      await vm.step(90);
      expect(vm.sprite().visible).toBe(false);
      expect(vm.cloneCount()).toBeGreaterThan(1);
    });
  });

  it("random picker: the list holds exactly the choices the request named", async () => {
    await run("pick a random food from pizza, tacos and sushi", async (vm) => {
      expect(await vm.runUntilIdle(600)).toBeLessThan(600);
      expect(vm.sprite().lists.choices).toEqual(["pizza", "tacos", "sushi"]);
    });
  });

  it("pong: with the mouse far from the ball, it reaches the bottom and the game is over", async () => {
    await run("make pong", async (vm) => {
      vm.moveMouse(230, 170);
      await vm.step(150);
      expect(vm.saidTexts).toContain("Game over!");
      expect(Number(vm.sprite().variables.score)).toBe(0);
    });
  });

  it("pong: the mouse under the ball hits it back up and scores", async () => {
    await run("make pong", async (vm) => {
      await vm.step(1);
      const { x } = vm.sprite();
      vm.moveMouse(x, -60);
      for (let frame = 0; frame < 120 && Number(vm.sprite().variables.score) === 0; frame++) {
        // keep the paddle under the ball, as a player would
        vm.moveMouse(vm.sprite().x, -60);
        await vm.step(1);
      }
      expect(Number(vm.sprite().variables.score)).toBeGreaterThan(0);
      expect(Math.abs(vm.sprite().direction)).toBeLessThanOrEqual(40);
    });
  });

  it("gravity physics: the ball falls, bounces lower each time, and comes to rest on the floor", async () => {
    await run("Make a ball fall with gravity and bounce on the ground", async (vm) => {
      await vm.step(30);
      expect(vm.sprite().y).toBeLessThan(150);
      await vm.step(600);
      expect(vm.sprite().y).toBeLessThan(-140);
    });
  });

  // ---- the classic games: each part really plays its role

  const clones = (vm: TVmRun) => vm.vm.runtime.targets.filter((t) => !t.isStage && !t.isOriginal);
  /** Holds the left or right arrow to bring the player's x towards `x`, as a child would. */
  const steerTo = (vm: TVmRun, x: number) => {
    const me = vm.sprite().x;
    holdKey(vm, "ArrowLeft", x < me - 6);
    holdKey(vm, "ArrowRight", x > me + 6);
  };

  it("catch game: the basket, steered under the falling things, catches them for points", async () => {
    await run("make a catch game with a basket and falling apples", async (vm) => {
      for (let frame = 0; frame < 900 && Number(vm.sprite().variables.score) < 2; frame++) {
        const lowest = clones(vm).sort((a, b) => a.y - b.y)[0];
        if (lowest) steerTo(vm, lowest.x);
        await vm.step(1);
      }
      expect(Number(vm.sprite().variables.score)).toBeGreaterThanOrEqual(2);
    });
  });

  it("chase game: the score counts the seconds you stay free, until the chaser catches you", async () => {
    await run("a chase game where a monster chases me", async (vm) => {
      await vm.step(200);
      expect(Number(vm.sprite().variables.score)).toBeGreaterThanOrEqual(2);
      expect(clones(vm)).toHaveLength(1);
      await vm.runUntilIdle(900);
      expect(vm.saidTexts).toContain("Caught you!");
    });
  });

  it("shooter game: lasers fired under the enemy hit it and score", async () => {
    await run("space shooter game with a score", async (vm) => {
      for (let frame = 0; frame < 900 && Number(vm.sprite().variables.score) < 1; frame++) {
        const enemyX = Number(vm.sprite().variables["enemy x"] ?? 0);
        steerTo(vm, enemyX);
        holdKey(vm, " ", true);
        await vm.step(1);
      }
      expect(Number(vm.sprite().variables.score)).toBeGreaterThanOrEqual(1);
    });
  });

  it("flappy game: a flap sends the bird up; without flapping it falls and the game is over", async () => {
    await run("a flappy bird game", async (vm) => {
      await vm.step(5);
      const before = vm.sprite().y;
      await vm.pressKey(" ");
      await vm.step(3);
      expect(vm.sprite().y).toBeGreaterThan(before);
      await vm.runUntilIdle(600);
      expect(vm.saidTexts).toContain("Game over!");
    });
  });

  it("snake game: the arrow keys steer the head, which leaves body pieces behind and ends at the edge", async () => {
    await run("make a snake game", async (vm) => {
      await vm.step(5);
      // the head checks the keys once a move (every 0.15 s), so hold it as long as a child would
      holdKey(vm, "ArrowUp", true);
      await vm.step(12);
      holdKey(vm, "ArrowUp", false);
      expect(vm.sprite().direction).toBe(0);
      expect(clones(vm).length).toBeGreaterThan(0);
      await vm.runUntilIdle(900);
      expect(vm.saidTexts).toContain("Game over!");
    });
  });

  it("maze game: the arrow keys move the player from its start, and the score counts down", async () => {
    await run("make a maze game", async (vm) => {
      await vm.step(3);
      const start = vm.sprite().x;
      holdKey(vm, "ArrowRight", true);
      await vm.step(10);
      holdKey(vm, "ArrowRight", false);
      expect(vm.sprite().x).toBeGreaterThan(start);
      await vm.step(130);
      expect(Number(vm.sprite().variables.score)).toBeLessThan(100);
    });
  });
});
